import { parseServiceFlags, type ServiceFlags } from '../../service/parseServiceFlags.js'
import type { SandboxOptions } from '../Sandbox.js'
import { faultPresets, type FaultPresetName } from '../faultPresets.js'
import type { SandboxFaults } from '../faults.js'
import { isErrorStatus } from '../../http/errorCodes.js'

/** The flags that tune the sandbox itself, as given (strings), before they are read. */
export type SandboxFlags = ServiceFlags & { faults?: string | undefined }

/** The sandbox options these flags ask for (only those given), or the first flag that is wrong. */
export type SandboxFlagOptions = Pick<SandboxOptions, 'limits' | 'sessionPolicy' | 'faults'>

/** Reads the sandbox flags into options: the service's limits and session policy, and the faults to inject. */
export function parseSandboxFlags(flags: SandboxFlags): SandboxFlagOptions | { error: string } {
  const service = parseServiceFlags(flags)
  if ('error' in service) return service
  const options: SandboxFlagOptions = { ...service }
  if (flags.faults !== undefined) {
    const faults = parseFaults(flags.faults)
    if ('error' in faults && typeof faults.error === 'string') return { error: faults.error }
    options.faults = faults as SandboxFaults
  }
  return options
}

/** Reads a preset's name (`slow`, `flaky`, `down`, `unreachable`) or `latency=50-200,error=0.1,status=503,drop=0.02,seed=7` (every part optional). */
function parseFaults(text: string): SandboxFaults | { error: string } {
  if (Object.hasOwn(faultPresets, text.trim())) return faultPresets[text.trim() as FaultPresetName]
  const faults: { -readonly [K in keyof SandboxFaults]: SandboxFaults[K] } = {}
  const wrong = (part: string) => ({ error: `--faults: cannot read '${part}'; expected a preset (${Object.keys(faultPresets).join(', ')}) or e.g. latency=50-200,error=0.1,status=503,drop=0.02,seed=7` })
  for (const part of text.split(',').map((item) => item.trim()).filter(Boolean)) {
    const [key, value = ''] = part.split('=', 2).map((item) => item.trim()) as [string, string?]
    const number = Number(value)
    if (value === '') return wrong(part)
    if (key === 'latency') {
      const range = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(value)
      if (!range) return wrong(part)
      faults.latencyMs = range[2] === undefined ? Number(range[1]) : [Number(range[1]), Number(range[2])]
    } else if ((key === 'error' || key === 'drop') && number >= 0 && number <= 1) {
      if (key === 'error') faults.errorRate = number
      else faults.dropRate = number
    } else if (key === 'status' && isErrorStatus(number)) faults.status = number
    else if (key === 'seed' && Number.isSafeInteger(number)) faults.seed = number
    else return wrong(part)
  }
  return faults
}
