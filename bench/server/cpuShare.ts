// CPU time of processes read from /proc (Linux): how the machine's cores were shared during a measurement.
import { readdirSync, readFileSync } from 'node:fs'

const ticksPerSecond = 100

function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The fields after the command name (which may hold spaces), from the 3rd: utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name
      } catch {
        return false
      }
    })
}

/** Starts counting the CPU of these groups of processes (PostgreSQL's by name); `stop` gives each group's average cores. */
export function countCpu(groups: Record<string, number[] | 'postgres'>): { stop(): Record<string, number> } {
  const started = performance.now()
  const pids = () => Object.fromEntries(Object.entries(groups).map(([group, members]) => [group, members === 'postgres' ? pidsNamed('postgres') : members]))
  const before = new Map<number, number>()
  for (const members of Object.values(pids())) for (const pid of members) before.set(pid, cpuTicks(pid))
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000
      return Object.fromEntries(
        Object.entries(pids()).map(([group, members]) => [group, members.reduce((sum, pid) => sum + cpuTicks(pid) - (before.get(pid) ?? 0), 0) / ticksPerSecond / seconds]),
      )
    },
  }
}
