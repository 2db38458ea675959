import type { SandboxOptions } from '../createSandbox.js'
import { faultPresets, type FaultPresetName } from '../faultPresets.js'
import type { SandboxFaults } from '../faults.js'
import { isErrorStatus } from '../../http/errorCodes.js'

/** The flags that tune the sandbox itself, as given (strings), before they are read. */
export type SandboxFlags = {
  'session-ttl'?: string | undefined
  'siwe-domains'?: string | undefined
  faults?: string | undefined
  'max-members'?: string | undefined
  'max-force-add'?: string | undefined
  'registrations-per-minute'?: string | undefined
}

/** The sandbox options these flags ask for (only those given), or the first flag that is wrong. */
export type SandboxFlagOptions = Pick<SandboxOptions, 'limits' | 'sessionPolicy' | 'faults'>

const count = (flag: string, text: string, min: number): number | { error: string } => {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN
  return value >= min && Number.isSafeInteger(value) ? value : { error: `--${flag} must be a whole number ≥ ${min}, got '${text}'` }
}

/** Reads the sandbox flags into options. */
export function parseSandboxFlags(flags: SandboxFlags): SandboxFlagOptions | { error: string } {
  const options: SandboxFlagOptions = {}
  const limits: NonNullable<SandboxOptions['limits']> = {}
  for (const [flag, key] of [['max-members', 'maxMembersPerEntity'], ['max-force-add', 'maxForceAdd']] as const) {
    const text = flags[flag]
    if (text === undefined) continue
    const value = count(flag, text, 1)
    if (typeof value === 'object') return value
    limits[key] = value
  }
  const perMinute = flags['registrations-per-minute']
  if (perMinute !== undefined) {
    const value = perMinute === 'off' ? false : count('registrations-per-minute', perMinute, 1)
    if (typeof value === 'object') return { error: `--registrations-per-minute must be a whole number ≥ 1 or off, got '${perMinute}'` }
    limits.registrationsPerMinute = value
  }
  if (Object.keys(limits).length > 0) options.limits = limits

  const policy: NonNullable<SandboxOptions['sessionPolicy']> = {}
  if (flags['session-ttl'] !== undefined) {
    const value = count('session-ttl', flags['session-ttl'], 1)
    if (typeof value === 'object') return value
    policy.ttlSeconds = value
  }
  const domains = flags['siwe-domains']
  if (domains !== undefined) {
    const list = domains.split(',').map((domain) => domain.trim()).filter(Boolean)
    if (list.length === 0) return { error: '--siwe-domains needs * or a comma-separated list of domains such as localhost:5173' }
    policy.siwe = list.includes('*') ? {} : { domains: list }
  }
  if (Object.keys(policy).length > 0) options.sessionPolicy = policy

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
