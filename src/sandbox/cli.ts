import { closeOnSignals } from './node/closeOnSignals.js'
import { parseCliArgs } from './node/parseCliArgs.js'
import { startSandbox } from './node/startSandbox.js'

const usage = `Usage: engagekit-sandbox [options]

Runs the Community Engagement Service sandbox (an in-memory implementation of the API) as a local HTTP server.

Options:
  --port <n>          Port to listen on (default 8787; 0 picks a free one, printed at start)
  --host <host>       Interface to bind (default 127.0.0.1; 0.0.0.0 for every interface)
  --data <file>       Keep the state in this JSON file: loaded when it exists, else seeded and created;
                      rewritten after every change
  --seed demo|empty   Start data when there is no data file yet (default demo)
  --origins <list>    Browser origins allowed by CORS: * or a comma-separated list such as
                      http://localhost:5173,http://localhost:6006 (default: the sandbox's own default)
  --quiet             Print only the line with the URL: no tour, no request log
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
    })
    closeOnSignals(server.close)
  } catch (error) {
    const hint = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? ': pick another with --port (0 picks a free one)' : ''
    process.stderr.write(`engagekit-sandbox: ${error instanceof Error ? error.message : String(error)}${hint}\n`)
    process.exitCode = 1
  }
}
