// `npm start`: the demo of a fresh clone, with no build, no setup and no keys. Runs the TypeScript sources through tsx.
// Starts the sandbox over HTTP (with its tour) and the playground page, where every component runs against it.
import { register } from 'tsx/esm/api'

register()
const { startSandbox } = await import('../src/sandbox/node/startSandbox.ts')
const { closeOnSignals } = await import('../src/sandbox/node/closeOnSignals.ts')

function portFromEnv(name, fallback) {
  const port = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a number from 0 to 65535, got '${process.env[name]}'`)
    process.exit(2)
  }
  return port
}
const port = portFromEnv('PORT', 8787)
const playgroundPort = portFromEnv('PLAYGROUND_PORT', 5173)

// What to stop on Ctrl-C, newest first.
const stops = []
try {
  // Section 1: the sandbox API, with the tour of curl commands. If the port is taken, the next free one is used.
  const sandbox = await startSandbox({ port, host: '127.0.0.1', portAttempts: 20 })
  stops.unshift(sandbox.close)

  // Section 2: the playground page, all components against this sandbox. Vite moves to the next free port if needed.
  const { startPlayground } = await import('../playground/server.mjs')
  const playground = await startPlayground({ sandboxUrl: sandbox.url, port: playgroundPort, host: '127.0.0.1' })
  stops.unshift(playground.close)
  const rule = '─'.repeat(64)
  console.log(`${rule}\n  Playground: ${playground.url}\n  Open it in a browser: every component against this sandbox, with demo wallets.\n${rule}\n`)

  // Section 3: the plain HTML examples of the script-tag widget (examples/ and dist/widget/, built first if missing).
  const { startExamples } = await import('./serve-examples.ts')
  const examples = await startExamples({ sandboxUrl: sandbox.url, port: portFromEnv('EXAMPLES_PORT', 8790), portAttempts: 20, host: '127.0.0.1' })
  stops.unshift(examples.close)
  console.log(`${rule}\n  Widget examples: ${examples.url}\n  Plain HTML pages with <engage-*> elements, an iframe and a strict CSP, against this sandbox.\n${rule}\n`)

  // Further sections start here, pointed at sandbox.url, each adding its close function to `stops`.
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  for (const stop of stops) await stop()
  process.exit(1)
}

closeOnSignals(async () => {
  for (const stop of stops) await stop()
})
