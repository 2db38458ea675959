import type { ServiceLimits } from './limits.js'
import type { SessionPolicy } from './sessionPolicy.js'

/** The command-line flags that tune the service's limits and sessions, as given (strings). */
export type ServiceFlags = {
  'session-ttl'?: string | undefined
  'siwe-domains'?: string | undefined
  'max-members'?: string | undefined
  'max-force-add'?: string | undefined
  'registrations-per-minute'?: string | undefined
  'writes-per-minute'?: string | undefined
  'failed-auth-per-minute'?: string | undefined
  /** How long events are kept: seconds, or a duration such as `7d`, `12h`, `30m`. */
  'events-retention'?: string | undefined
  /** `<chainId>=<url>`, repeatable: where smart-contract wallets' signatures are checked. */
  rpc?: readonly string[] | undefined
}

/** The limits and session policy those flags ask for (only what they set). */
export type ServiceFlagOptions = { limits?: ServiceLimits; sessionPolicy?: SessionPolicy }

const count = (flag: string, text: string, min: number): number | { error: string } => {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN
  return value >= min && Number.isSafeInteger(value) ? value : { error: `--${flag} must be a whole number ≥ ${min}, got '${text}'` }
}

const unitSeconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 }

/** Seconds, or a whole number of s, m, h or d (`7d`); at least one second. */
function duration(flag: string, text: string): number | { error: string } {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(text)
  const value = match ? Number(match[1]) * unitSeconds[(match[2] || 's').toLowerCase()]! : Number.NaN
  return value >= 1 && Number.isSafeInteger(value) ? value : { error: `--${flag} must be a number of seconds or a duration such as 7d, 12h or 30m, got '${text}'` }
}

/** Reads the service's flags into options, or names the first flag that is wrong. */
export function parseServiceFlags(flags: ServiceFlags): ServiceFlagOptions | { error: string } {
  const options: ServiceFlagOptions = {}
  const limits: ServiceLimits = {}
  for (const [flag, key] of [['max-members', 'maxMembersPerEntity'], ['max-force-add', 'maxForceAdd']] as const) {
    const text = flags[flag]
    if (text === undefined) continue
    const value = count(flag, text, 1)
    if (typeof value === 'object') return value
    limits[key] = value
  }
  // Rates: a whole number a minute, or 0 / off for no limit.
  const rates = [
    ['registrations-per-minute', 'registrationsPerMinute'],
    ['writes-per-minute', 'writesPerMinute'],
    ['failed-auth-per-minute', 'failedAuthPerMinute'],
  ] as const
  for (const [flag, key] of rates) {
    const text = flags[flag]
    if (text === undefined) continue
    const value = text.trim() === 'off' ? 0 : count(flag, text, 0)
    if (typeof value === 'object') return { error: `--${flag} must be a whole number (0 or off for no limit), got '${text}'` }
    limits[key] = value === 0 ? false : value
  }
  if (flags['events-retention'] !== undefined) {
    const value = duration('events-retention', flags['events-retention'])
    if (typeof value === 'object') return value
    limits.eventsRetentionSeconds = value
  }
  if (Object.keys(limits).length > 0) options.limits = limits

  const policy: SessionPolicy = {}
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
  if (flags.rpc !== undefined && flags.rpc.length > 0) {
    const rpc: Record<number, string> = {}
    for (const entry of flags.rpc) {
      const match = /^\s*([1-9]\d{0,15})\s*=\s*(https?:\/\/\S+)\s*$/i.exec(entry)
      if (!match) return { error: `--rpc must be <chainId>=<http(s) URL>, e.g. --rpc 8453=https://mainnet.base.org; got '${entry.replace(/=.*/, '=…')}'` }
      rpc[Number(match[1])] = match[2]!
    }
    policy.rpc = rpc
  }
  if (Object.keys(policy).length > 0) options.sessionPolicy = policy
  return options
}
