import type { AllowedOrigins, ServiceLimits, SessionPolicy, WebhookSender } from './engagekit.js'
import { createServiceHandler, serveHttp, resolveLimits, seedState, checkSessionPolicy, createWebhookDispatcher, createNodeWebhookSender, executeCall } from './engagekit.js'
import type { SqlStore } from './store/sql/createSqlStore.js'
import { describeDatabase } from './store/sql/describeDatabase.js'
import { openSqlStore } from './store/sql/openSqlStore.js'
import { trustedProxies } from './http/trustedProxies.js'
import { healthResponse } from './healthResponse.js'
import { anyTokenWarning, serverSessionPolicy } from './serverSessionPolicy.js'
import { createJsonLog, type JsonLog } from './jsonLog.js'

/** Options of {@link startServer}. */
export type ServerOptions = {
  /** A SQLite file (created when missing) or a PostgreSQL URL (`postgres://user:password@host:5432/db`). */
  database: string
  /** Port to listen on; 0 picks a free one (read the real one from `url`). */
  port: number
  /** Interface to bind: `127.0.0.1` (this machine only) or `0.0.0.0` (every interface). */
  host: string
  /**
   * Browser origins allowed: '*' (any), or exact origins where `loopback` stands for this machine's pages and `null`
   * for the opaque origin; other origins are refused (403). Default `['loopback']`.
   */
  allowedOrigins?: AllowedOrigins
  /**
   * Proxies in front (IPv4 and IPv6 addresses, CIDR ranges, `loopback`) whose `X-Forwarded-For` / `Forwarded` name
   * the client that rate limits count against; default none (the socket's address counts).
   */
  trustProxy?: readonly string[]
  /** Most bytes of request bodies held at once; a body beyond waits, then gets a 503. Default 16 MiB. */
  maxBodyBytesInFlight?: number
  /**
   * What a database with no data starts with: 'empty' (default: the service's default skills only) or 'demo' (the
   * demo communities). A database that holds any entity or user is never seeded.
   */
  seed?: 'demo' | 'empty'
  limits?: ServiceLimits
  /**
   * Which tokens register and how long sessions last. Defaults of the server (unlike the sandbox's): `tokens: 'siwe'`
   * (only a Sign-In with Ethereum message for one of `allowedOrigins`' domains, or loopback ones with '*'; see
   * `SessionPolicy`) and a `ttlSeconds` of 30 days. `tokens: 'any'` takes any text and logs a warning at start.
   */
  sessionPolicy?: SessionPolicy
  /** PostgreSQL connections this process keeps open; default 10. */
  poolSize?: number
  /** Event streams one client address may hold open at once (docs/api.md, "Realtime"); default 16. */
  streamsPerClient?: number
  /** How long a stop waits for requests in flight before it cuts them off; default 10 s. */
  shutdownGraceMs?: number
  /** Where JSON log lines go; default stdout. Request lines never hold a query string, so never a signature. */
  log?: JsonLog
  /** Log one line per request; default true. */
  logRequests?: boolean
  /**
   * How webhook deliveries go out (docs/api.md, "Webhooks"): `intervalMs` between the dispatcher's passes when no
   * write wakes it (default 1000), and the sender (default the Node sender, which checks addresses after DNS).
   */
  webhooks?: { intervalMs?: number; sender?: WebhookSender }
}

/** A running engagekit server. */
export type RunningServer = {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  readonly url: string
  readonly store: SqlStore
  /** Whether this start put seed data into an empty database. */
  readonly seeded: boolean
  /** Stops accepting requests, finishes those in flight and closes the database. Safe to call twice. */
  close(): Promise<void>
}

/**
 * Starts the Community Engagement Service on a SQL database: opens it and brings its schema up to date, seeds an
 * empty one, and serves the API over HTTP with `GET /healthz` and one JSON log line per request. Rejects with a clear
 * error when the database cannot be opened (DatabaseUnavailableError), was written by a newer version
 * (NewerSchemaError), or the port is taken (code EADDRINUSE).
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (options.sessionPolicy) checkSessionPolicy(options.sessionPolicy)
  const trustProxy = options.trustProxy && options.trustProxy.length > 0 ? trustedProxies(options.trustProxy) : undefined
  const allowedOrigins = options.allowedOrigins ?? ['loopback']
  const sessionPolicy = serverSessionPolicy(options.sessionPolicy, allowedOrigins)
  const log = options.log ?? createJsonLog()
  if (sessionPolicy.tokens === 'any') log.warn(anyTokenWarning)
  const store = await openSqlStore(options.database, {
    poolSize: options.poolSize,
    onError: (error) => log.error('database connection failed', { error: error.message }),
  })
  try {
    const seeded = await store.load(seedState(options.seed ?? 'empty'), { ifEmpty: true })
    const limits = resolveLimits(options.limits)
    if (limits.webhooksAllowPrivate) log.warn('webhooks may reach loopback, private, link-local and metadata addresses (--webhooks-allow-private): for development and tests only')
    // Webhook deliveries: every process runs a dispatcher; the store's claims keep two from sending one event at once.
    const webhooks = createWebhookDispatcher({
      store,
      send: options.webhooks?.sender ?? createNodeWebhookSender(),
      allowPrivate: limits.webhooksAllowPrivate,
      onError: (error) => log.error('webhook delivery failed', { error: error instanceof Error ? error.message : String(error) }),
    })
    const handler = createServiceHandler({
      store,
      allowedOrigins,
      limits,
      sessionPolicy,
      ...(options.streamsPerClient !== undefined && { streams: { perClient: options.streamsPerClient } }),
      // A write may have added events: the dispatcher looks at once rather than at its next pass.
      async execute(route, call) {
        const outcome = await executeCall(store, route.command, call)
        if (route.write) webhooks.wake(route.path.includes('/webhooks'))
        return outcome
      },
      serve: ({ url, method, headers }) => (url.pathname === '/healthz' && method === 'GET' ? healthResponse(store, headers) : undefined),
      onError: (error, request) =>
        log.error('request failed', { requestId: request.headers.get('x-request-id'), error: error instanceof Error ? error.message : String(error) }),
    })
    const http = await serveHttp({
      port: options.port,
      host: options.host,
      fetch: handler.fetch,
      trustProxy,
      ...(options.maxBodyBytesInFlight !== undefined && { maxBodyBytesInFlight: options.maxBodyBytesInFlight }),
      onRequest: options.logRequests === false ? undefined : (entry) => log.info('request', { ...entry }),
      onError: (error) => log.error(error.message),
    })
    // What the server takes, so an operator can check the configuration from the log.
    const policy = {
      tokenPolicy: sessionPolicy.tokens ?? 'any',
      siweDomains: sessionPolicy.siwe?.domains?.join(',') ?? 'any',
      sessionTtlSeconds: sessionPolicy.ttlSeconds ?? null,
      trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy.join(',') : 'none',
    }
    webhooks.start(options.webhooks?.intervalMs ?? 1_000)
    log.info('listening', { url: http.url, database: describeDatabase(options.database), dialect: store.dialect, seeded, origins: describeOrigins(allowedOrigins), ...policy })
    let closing: Promise<void> | undefined
    return {
      url: http.url,
      store,
      seeded,
      close() {
        closing ??= (async () => {
          // Open event streams end first: their clients reconnect (to another process, or once this one is back).
          handler.endStreams()
          await http.close(options.shutdownGraceMs ?? 10_000)
          await webhooks.stop()
          await store.close()
          log.info('stopped')
        })()
        return closing
      },
    }
  } catch (error) {
    await store.close()
    throw error
  }
}

/** The origins a start-up line names, and how to allow others when only this machine's pages are. */
function describeOrigins(allowed: AllowedOrigins): string {
  if (allowed === '*') return 'any (--origins *)'
  const list = allowed.join(',')
  return allowed.length === 1 && allowed[0] === 'loopback' ? 'loopback only: allow others with --origins https://app.example.com,…' : list
}
