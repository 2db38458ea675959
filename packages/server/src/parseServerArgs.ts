import { parseArgs } from 'node:util'
import { trustedProxies } from './http/trustedProxies.js'
import { parseOrigins, parseServiceFlags } from './engagekit.js'
import type { ServerOptions } from './startServer.js'

/** What the command line asks for: help, a usage error, a server to run, or a database to export or import. */
export type ServerCommand =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | { kind: 'serve'; options: Omit<ServerOptions, 'log'> & { quiet: boolean } }
  | { kind: 'export'; file: string; database: string; withSessions: boolean }
  | { kind: 'import'; file: string; database: string }

/** The database when neither `--database` nor `DATABASE_URL` names one. */
export const defaultDatabase = './engagekit.db'

/**
 * Parses the arguments of `engagekit-server` (without node and the script path): `[serve] [options]`,
 * `export <file.json>` or `import <file.json>`. The database is `--database`, else `env.DATABASE_URL`, else
 * ./engagekit.db.
 */
export function parseServerArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): ServerCommand {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        database: { type: 'string' },
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        origins: { type: 'string' },
        seed: { type: 'string' },
        'pool-size': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        'session-ttl': { type: 'string' },
        'siwe-domains': { type: 'string' },
        'token-policy': { type: 'string' },
        'with-sessions': { type: 'boolean', default: false },
        'max-members': { type: 'string' },
        'max-force-add': { type: 'string' },
        'registrations-per-minute': { type: 'string' },
        'writes-per-minute': { type: 'string' },
        'failed-auth-per-minute': { type: 'string' },
        'events-retention': { type: 'string' },
        'trust-proxy': { type: 'string' },
        'max-body-bytes-in-flight': { type: 'string' },
        'streams-per-client': { type: 'string' },
        rpc: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    // parseArgs messages are clear ("Unknown option '--prot'"); its error codes are not for people.
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) }
  }
  const { values, positionals } = parsed
  if (values.help) return { kind: 'help' }
  const database = values.database ?? (env['DATABASE_URL'] || undefined) ?? defaultDatabase
  if (database.trim() === '') return { kind: 'error', message: '--database must name a SQLite file or a postgres:// URL' }

  const [command = 'serve', ...rest] = positionals
  if (command === 'export' || command === 'import') {
    const [file, ...extra] = rest
    if (file === undefined || file === '') return { kind: 'error', message: `${command} needs a file: engagekit-server ${command} <file.json>` }
    if (extra.length > 0) return { kind: 'error', message: `unexpected argument '${extra[0]}'` }
    if (command === 'import') return values['with-sessions'] ? { kind: 'error', message: '--with-sessions is an option of export: import loads whatever sessions the file holds' } : { kind: command, file, database }
    return { kind: command, file, database, withSessions: values['with-sessions'] }
  }
  if (command !== 'serve') return { kind: 'error', message: `unknown command '${command}': the commands are serve (the default), export and import` }
  if (rest.length > 0) return { kind: 'error', message: `unexpected argument '${rest[0]}'` }
  if (values['with-sessions']) return { kind: 'error', message: '--with-sessions is an option of export' }
  const tokens = values['token-policy'] ?? 'siwe'
  if (tokens !== 'siwe' && tokens !== 'any') return { kind: 'error', message: `--token-policy must be siwe or any, got '${tokens}'` }

  const port = /^\d+$/.test(values.port) ? Number(values.port) : Number.NaN
  if (!(port >= 0 && port <= 65535)) return { kind: 'error', message: `--port must be a number from 0 to 65535, got '${values.port}'` }
  if (values.host === '') return { kind: 'error', message: '--host must not be empty' }
  const seed = values.seed ?? 'empty'
  if (seed !== 'demo' && seed !== 'empty') return { kind: 'error', message: `--seed must be demo or empty, got '${seed}'` }
  const poolSize = values['pool-size'] === undefined ? undefined : /^\d+$/.test(values['pool-size']) ? Number(values['pool-size']) : Number.NaN
  if (poolSize !== undefined && !(poolSize >= 1 && poolSize <= 1000)) return { kind: 'error', message: `--pool-size must be a whole number from 1 to 1000, got '${values['pool-size']}'` }
  const origins = values.origins === undefined ? { allowed: ['loopback'] } : parseOrigins(values.origins)
  if ('error' in origins) return { kind: 'error', message: origins.error }
  const trustProxy = values['trust-proxy']?.split(',').map((entry) => entry.trim()).filter(Boolean)
  if (trustProxy !== undefined) {
    if (trustProxy.length === 0) return { kind: 'error', message: '--trust-proxy needs a comma-separated list of addresses and CIDR ranges, e.g. 10.0.0.0/8,fd00::/8 or loopback' }
    try {
      trustedProxies(trustProxy)
    } catch (error) {
      return { kind: 'error', message: `--trust-proxy: ${(error as Error).message}` }
    }
  }
  const inFlightText = values['max-body-bytes-in-flight']
  const maxBodyBytesInFlight = inFlightText === undefined ? undefined : /^\d+$/.test(inFlightText) ? Number(inFlightText) : Number.NaN
  if (maxBodyBytesInFlight !== undefined && !(maxBodyBytesInFlight >= 1024 * 1024 && Number.isSafeInteger(maxBodyBytesInFlight))) {
    return { kind: 'error', message: `--max-body-bytes-in-flight must be a whole number of bytes, at least 1048576 (one body of 1 MiB), got '${inFlightText}'` }
  }
  const streamsText = values['streams-per-client']
  const streamsPerClient = streamsText === undefined ? undefined : /^\d+$/.test(streamsText) ? Number(streamsText) : Number.NaN
  if (streamsPerClient !== undefined && !(streamsPerClient >= 1 && streamsPerClient <= 100_000)) {
    return { kind: 'error', message: `--streams-per-client must be a whole number from 1 to 100000, got '${streamsText}'` }
  }
  // ENGAGEKIT_RPC_<chainId>=<url> for each chain not given with --rpc (a flag wins over the environment).
  const flagged = new Set((values.rpc ?? []).map((entry) => entry.split('=')[0]!.trim()))
  const fromEnv = Object.entries(env)
    .flatMap(([name, url]) => {
      const chainId = /^ENGAGEKIT_RPC_(\d+)$/.exec(name)?.[1]
      return chainId !== undefined && url && !flagged.has(chainId) ? [`${chainId}=${url}`] : []
    })
  const service = parseServiceFlags({ ...values, rpc: [...(values.rpc ?? []), ...fromEnv] })
  if ('error' in service) return { kind: 'error', message: service.error }
  service.sessionPolicy = { ...service.sessionPolicy, tokens }

  return {
    kind: 'serve',
    options: {
      database,
      port,
      host: values.host,
      seed,
      allowedOrigins: origins.allowed,
      ...(trustProxy !== undefined && { trustProxy }),
      ...(maxBodyBytesInFlight !== undefined && { maxBodyBytesInFlight }),
      ...(poolSize !== undefined && { poolSize }),
      ...(streamsPerClient !== undefined && { streamsPerClient }),
      ...service,
      quiet: values.quiet,
    },
  }
}
