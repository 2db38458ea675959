import { isErrorStatus } from '../http/errorCodes.js'
import { HttpError } from '../http/HttpError.js'
import { seededRandom } from '../service/seededRandom.js'
import type { SandboxFaults } from './faults.js'

/** What happens to one request. */
export type FaultDraw = { delayMs: number; refusal: HttpError | undefined; drop: boolean }

const share = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.min(value, 1) : 0)

/** Checks fault options up front, so a typo fails at start rather than silently injecting nothing. */
export function checkFaults(faults: SandboxFaults): void {
  const rates = typeof faults.errorRate === 'object' ? Object.values(faults.errorRate) : [faults.errorRate]
  for (const rate of [...rates, faults.dropRate]) {
    if (rate !== undefined && !(typeof rate === 'number' && rate >= 0 && rate <= 1)) throw new TypeError('faults: rates must be numbers from 0 to 1')
  }
  const latency = typeof faults.latencyMs === 'number' ? [faults.latencyMs] : (faults.latencyMs ?? [])
  if (latency.some((ms) => !(typeof ms === 'number' && ms >= 0 && Number.isFinite(ms)))) throw new TypeError('faults: latencyMs must be milliseconds ≥ 0')
  if (faults.status !== undefined && !isErrorStatus(faults.status)) throw new TypeError(`faults: status ${String(faults.status)} is not an error status the sandbox answers with`)
}

/** Draws the fault of each request from `faults`, in order. */
export function createFaultInjector(faults: SandboxFaults): (routeKey: string) => FaultDraw {
  checkFaults(faults)
  const random = seededRandom(faults.seed ?? 1)
  const status = faults.status ?? 503
  return (routeKey) => {
    const { latencyMs = 0, errorRate = 0 } = faults
    const delayMs = typeof latencyMs === 'number' ? latencyMs : latencyMs[0] + random() * (latencyMs[1] - latencyMs[0])
    const rate = typeof errorRate === 'number' ? errorRate : (errorRate[routeKey] ?? errorRate['*'])
    // Both draws happen on every request, so one route's setting does not shift the faults of the others.
    const errorDraw = random()
    const dropDraw = random()
    const drop = dropDraw < share(faults.dropRate)
    const refusal = !drop && errorDraw < share(rate) ? new HttpError(status, `fault injected by the sandbox (HTTP ${status})`) : undefined
    return { delayMs, refusal, drop }
  }
}

