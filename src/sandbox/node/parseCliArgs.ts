import { parseArgs } from 'node:util'
import { parseOrigins } from '../../http/parseOrigins.js'
import { parseSandboxFlags, type SandboxFlagOptions } from './parseSandboxFlags.js'

/** What the command line asks for: help, a usage error, or a server to run with these settings. */
export type CliRequest =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | {
      kind: 'run'
      port: number
      host: string
      dataFile: string | undefined
      seed: 'demo' | 'empty'
      allowedOrigins: '*' | string[] | undefined
      quiet: boolean
      /** Limits, session policy and faults, as far as flags set them. */
      sandbox: SandboxFlagOptions
    }

/** Parses the arguments of `engagekit-sandbox` (without node and the script path). */
export function parseCliArgs(argv: readonly string[]): CliRequest {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        seed: { type: 'string', default: 'demo' },
        origins: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        'session-ttl': { type: 'string' },
        'siwe-domains': { type: 'string' },
        faults: { type: 'string' },
        'max-members': { type: 'string' },
        'max-force-add': { type: 'string' },
        'registrations-per-minute': { type: 'string' },
        'events-retention': { type: 'string' },
        rpc: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }))
  } catch (error) {
    // parseArgs messages are clear ("Unknown option '--prot'"); its error codes are not for people.
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) }
  }
  if (values.help) return { kind: 'help' }

  const port = /^\d+$/.test(values.port) ? Number(values.port) : Number.NaN
  if (!(port >= 0 && port <= 65535)) return { kind: 'error', message: `--port must be a number from 0 to 65535, got '${values.port}'` }
  if (values.host === '') return { kind: 'error', message: '--host must not be empty' }
  if (values.seed !== 'demo' && values.seed !== 'empty') return { kind: 'error', message: `--seed must be demo or empty, got '${values.seed}'` }
  if (values.data === '') return { kind: 'error', message: '--data must name a file' }
  const origins = values.origins === undefined ? { allowed: undefined } : parseOrigins(values.origins)
  if ('error' in origins) return { kind: 'error', message: origins.error }
  const sandbox = parseSandboxFlags(values)
  if ('error' in sandbox && typeof sandbox.error === 'string') return { kind: 'error', message: sandbox.error }

  return {
    kind: 'run',
    port,
    host: values.host,
    dataFile: values.data,
    seed: values.seed,
    allowedOrigins: origins.allowed,
    quiet: values.quiet,
    sandbox: sandbox as SandboxFlagOptions,
  }
}
