import { exportDatabase } from './exportDatabase.js'
import { importDatabase } from './importDatabase.js'
import { createJsonLog } from './jsonLog.js'
import { defaultDatabase, parseServerArgs } from './parseServerArgs.js'
import { startServer, type RunningServer } from './startServer.js'

const usage = `Usage: engagekit-server [serve] [options]
       engagekit-server export <file.json> [--with-sessions] [--database <database>]
       engagekit-server import <file.json> [--database <database>]

Runs the Community Engagement Service on SQLite or PostgreSQL, logging one JSON line per request.

Database (for every command):
  --database <database>   A SQLite file (created when missing), or a PostgreSQL URL such as
                          postgres://engagekit:secret@db.internal:5432/engagekit. Default: the
                          DATABASE_URL environment variable, else ${defaultDatabase}.
                          The schema is brought up to date at start (once, however many servers start).

Serve:
  --port <n>              Port to listen on (default 8787; 0 picks a free one)
  --host <host>           Interface to bind (default 127.0.0.1; 0.0.0.0 for every interface)
  --origins <list>        Browser origins allowed, comma-separated: exact origins such as
                          https://app.example.org, loopback (this machine's pages, any port), null
                          (sandboxed frames, files); or * for any. Others are refused (403).
                          Default: loopback.
  --trust-proxy <list>    Proxies in front whose X-Forwarded-For / Forwarded name the client: IPv4
                          and IPv6 addresses, CIDR ranges (10.0.0.0/8, fd00::/8), loopback.
                          Default none: the client is the connection's address.
  --max-body-bytes-in-flight <n>  Request-body bytes held at once; a body beyond waits up to 5 s,
                          then gets 503 with Retry-After (default 16777216, 16 MiB)
  --streams-per-client <n>  Event streams (GET /api/entities/{id}/stream) one client address may
                          hold open at once; more get 429 (default 16)
  --seed demo|empty       What a database with no entities and no users starts with: empty (default,
                          the service's default skills) or demo (the demo communities). Never applied to
                          a database that holds data.
  --pool-size <n>         PostgreSQL connections per process (default 10)
  --quiet                 No request log lines (errors and start-up are still logged)

Limits and sessions:
  --max-members <n>               Most members an entity may have (default 1000000)
  --max-force-add <n>             Most addresses one force-add may carry (default 1000)
  --registrations-per-minute <n>  GET /api/token calls per client address, and per signing address,
                                  a minute (default 60)
  --writes-per-minute <n>         Writes per caller (session address or API key) a minute (default 600)
  --failed-auth-per-minute <n>    Wrong sessions or API keys per client address a minute; beyond it,
                                  its signed requests get 429 until the budget refills (default 30)
                                  (0 or off turns a rate off)
  --events-retention <time>       How long events are kept: seconds, or 7d, 12h, 30m (default 7d);
                                  older ones are removed as writes come
  --token-policy siwe|any         siwe (default): GET /api/token takes only a Sign-In with Ethereum
                                  message for this server: its domain one the server serves, its address
                                  the signer's, a nonce never used, issued within 5 minutes of now, not
                                  expired. any: any signed text, as the spec allows (logs a warning:
                                  a signature given to another site then signs in here)
  --siwe-domains <list>           The domains (host[:port]; host:* for any port) a message may name;
                                  * for any. Default: those of --origins, or localhost, 127.0.0.1 and
                                  [::1] on any port when --origins is * or not given
  --session-ttl <seconds>         Sessions end this long after sign-in at the latest, or at the
                                  message's Expiration Time if sooner (default 2592000: 30 days)
  --rpc <chainId>=<url>           A JSON-RPC URL for chain <chainId>, where smart-contract wallets'
                                  signatures (ERC-1271, ERC-6492) are checked; repeatable. Also
                                  ENGAGEKIT_RPC_<chainId>=<url>. Without one, such wallets cannot sign in.

Export and import:
  export <file.json>      Writes the whole database as a sandbox snapshot (the server may keep running),
                          readable by its owner only, without sessions: users sign in again after
                          an import. --with-sessions keeps them (as hashes, never signatures).
  import <file.json>      Loads a snapshot, or a sandbox data file (engagekit-sandbox --data), into a
                          database that holds no entities and no users.

GET /healthz answers 200 when the database answers, 503 otherwise. SIGTERM or SIGINT stops accepting
requests, finishes those in flight and closes the database.

Exit codes: 0 stopped by a signal, or export/import done; 1 could not start or failed; 2 bad arguments.
  -h, --help              Show this help
`

function fail(message: string): void {
  process.stderr.write(`engagekit-server: ${message}\n`)
  process.exitCode = 1
}

/** On SIGTERM or SIGINT: stop accepting, finish what is in flight, close the database, exit. A second signal exits at once. */
function stopOnSignals(server: RunningServer): void {
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130)
    stopping = true
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        fail(`could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      },
    )
    process.stderr.write(`engagekit-server: ${signal}: finishing the requests in flight, then stopping\n`)
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

/** Runs the `engagekit-server` command with these arguments (without node and the script path). */
export async function runServerCli(argv: readonly string[]): Promise<void> {
  const command = parseServerArgs(argv)
  if (command.kind === 'help') {
    process.stdout.write(usage)
    return
  }
  if (command.kind === 'error') {
    process.stderr.write(`engagekit-server: ${command.message}\n\n${usage}`)
    process.exitCode = 2
    return
  }
  try {
    if (command.kind !== 'serve') {
      const done = command.kind === 'export' ? await exportDatabase(command.database, command.file, { withSessions: command.withSessions }) : await importDatabase(command.database, command.file)
      process.stdout.write(`${done}\n`)
      return
    }
    const { quiet, ...options } = command.options
    const server = await startServer({ ...options, log: createJsonLog(), logRequests: !quiet })
    stopOnSignals(server)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const hint = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? ': pick another with --port (0 picks a free one)' : ''
    fail(`${message}${hint}`)
  }
}
