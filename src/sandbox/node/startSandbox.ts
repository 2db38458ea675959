import type { Session } from '../../core/types.js'
import { demo } from '../../service/seed/demo.js'
import { formatTour } from './formatTour.js'
import { registerDemoSessions } from './registerDemoSessions.js'
import { serveSandbox, type SandboxServer, type ServeSandboxOptions } from './serve.js'
import { tourSteps } from './tourSteps.js'

/** Options of {@link startSandbox}. */
export type StartSandboxOptions = Omit<ServeSandboxOptions, 'sandbox'> & {
  /** Ports tried in a row when the port is taken: 1 (default) fails at once, 20 tries port..port+19. */
  portAttempts?: number
  /** Print only the line with the URL: no tour, no request log. */
  quiet?: boolean
  /** Where the text goes; default stdout. */
  print?: (text: string) => void
}

/** Serves the sandbox, prints where it listens and (unless quiet) the first-run tour with ready-made demo sessions. */
export async function startSandbox(options: StartSandboxOptions): Promise<SandboxServer> {
  const { portAttempts = 1, quiet = false, print: printOption, ...serveOptions } = options
  const print = printOption ?? printToStdout
  // The tour's own requests are not worth logging; the log starts once the tour is printed.
  let logging = false
  const onRequest = serveOptions.onRequest ?? ((line: string) => {
    if (logging) print(`  ${line}\n`)
  })
  const server = await listenOnFreePort({ ...serveOptions, onRequest }, portAttempts)

  print(`engagekit sandbox listening on ${server.url}\n`)
  if (quiet) return server
  print(server.dataFile ? `State is kept in ${server.dataFile}\n` : 'State is kept in memory until the server stops.\n')
  try {
    print(`\n${await tour(server)}`)
  } catch (error) {
    // The server is useful without the tour; say why it is missing and keep serving.
    process.stderr.write(`engagekit sandbox: no tour: ${error instanceof Error ? error.message : String(error)}\n`)
  }
  print('\nStop with Ctrl-C. Requests are logged below.\n\n')
  logging = true
  return server
}

let stdoutGuarded = false

// A closed stdout (say, piped into `head`) must not take the server down with an EPIPE.
function printToStdout(text: string): void {
  if (!stdoutGuarded) process.stdout.on('error', () => undefined)
  stdoutGuarded = true
  if (!process.stdout.destroyed) process.stdout.write(text)
}

async function listenOnFreePort(options: ServeSandboxOptions, attempts: number): Promise<SandboxServer> {
  for (let offset = 0; ; offset++) {
    const port = options.port === 0 ? 0 : options.port + offset
    try {
      return await serveSandbox({ ...options, port })
    } catch (error) {
      const taken = error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      if (!taken || offset + 1 >= attempts || port >= 65535) throw error
    }
  }
}

async function tour(server: SandboxServer): Promise<string> {
  const entity = await fetch(`${server.url}/api/entities/${demo.entityId}`)
  if (entity.status === 404) {
    return `This sandbox has no demo data, so there is no tour: start it with --seed demo and a new (or no) data file for one.\n`
  }
  const demoSessions = await registerDemoSessions(server.url)
  const metric = await firstMetric(server.url, demoSessions.sessions.admin)
  const steps = tourSteps({ entityId: demo.entityId, member: demo.accounts.member.address, metric, demoSessions })
  return formatTour(server.url, steps, demoSessions)
}

async function firstMetric(url: string, session: Session): Promise<{ id: string; name: string }> {
  const query = new URLSearchParams({ address: session.address, signature: session.signature })
  const response = await fetch(`${url}/api/entities/${demo.entityId}/metrics?${query}`)
  const metric = response.ok ? ((await response.json()) as { data?: { id: string; name: string }[] }).data?.[0] : undefined
  if (!metric) throw new Error(`the demo entity has no metric to increment (HTTP ${response.status})`)
  return metric
}
