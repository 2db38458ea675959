import { closeOnSignals } from './node/closeOnSignals.js'
import { parseCliArgs } from './node/parseCliArgs.js'
import { startSandbox } from './node/startSandbox.js'

const usage = `Usage: engagekit-sandbox [options]

Runs the Community Engagement Service sandbox (an in-memory implementation of the API) as a local HTTP server.

Options:
  --port <n>          Port to listen on (default 8787; 0 picks a free one, printed at start)
  --host <host>       Interface to bind (default 127.0.0.1; 0.0.0.0 for every interface)
  --data <file>       Keep the state in this JSON file: loaded when it exists, else seeded and created;
                      every write is journaled beside it before it is answered (see Durability)
  --seed demo|empty   Start data when there is no data file yet (default demo)
  --origins <list>    Browser origins allowed: * (default) or a comma-separated list such as
                      http://localhost:5173,http://localhost:6006; with a list, requests from other
                      origins are refused (403) and request bodies must be application/json
  --quiet             Print only the line with the URL: no tour, no request log

Durability: with --data, a write is answered only once it is journaled and fsynced
(<file>.journal beside the data file, folded into the file as it grows and at exit).

Limits and sessions:
  --max-members <n>               Most members an entity may have (default 1000000)
  --max-force-add <n>             Most addresses one force-add may carry (default 1000)
  --registrations-per-minute <n>  GET /api/token calls per client address, and per signing address,
                                  a minute, or off (default 60)
  --events-retention <time>       How long events are kept: seconds, or 7d, 12h, 30m (default 7d)
  --session-ttl <seconds>         Signatures stop working this long after registration (default never)
  --siwe-domains <list>           Check tokens that are Sign-In with Ethereum messages: domain on this
                                  list (* for any), not expired, each nonce once (default off)
  --rpc <chainId>=<url>           A JSON-RPC URL for chain <chainId>, where smart-contract wallets'
                                  signatures (ERC-1271, ERC-6492) are checked; repeatable

Fault injection (for testing an app's error states; seeded, so runs repeat):
  --faults <spec>     slow, flaky, down or unreachable, or e.g.
                      latency=50-200,error=0.1,status=503,drop=0.02,seed=7: added latency in ms
                      (fixed or a range), the share of requests answered with the error status
                      (default 503), the share of connections dropped, and the seed. A running
                      sandbox switches with POST /_sandbox/faults (a faults object, {} for none)
  -h, --help          Show this help

Exit codes: 0 stopped by SIGINT/SIGTERM (pending writes flushed), 1 could not start, 2 bad arguments.
`

/** Runs the `engagekit-sandbox` command with these arguments (without node and the script path). */
export async function runCli(argv: readonly string[]): Promise<void> {
  const request = parseCliArgs(argv)
  if (request.kind === 'help') {
    process.stdout.write(usage)
    return
  }
  if (request.kind === 'error') {
    process.stderr.write(`engagekit-sandbox: ${request.message}\n\n${usage}`)
    process.exitCode = 2
    return
  }
  try {
    const server = await startSandbox({
      port: request.port,
      host: request.host,
      seed: request.seed,
      quiet: request.quiet,
      dataFile: request.dataFile,
      allowedOrigins: request.allowedOrigins,
      ...request.sandbox,
    })
    closeOnSignals(server.close)
  } catch (error) {
    const hint = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? ': pick another with --port (0 picks a free one)' : ''
    process.stderr.write(`engagekit-sandbox: ${error instanceof Error ? error.message : String(error)}${hint}\n`)
    process.exitCode = 1
  }
}
