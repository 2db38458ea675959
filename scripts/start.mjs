// `npm start`: the demo of a fresh clone, with no build, no setup and no keys. Runs the TypeScript sources through tsx.
import { register } from 'tsx/esm/api'

register()
const { startSandbox } = await import('../src/sandbox/node/startSandbox.ts')
const { closeOnSignals } = await import('../src/sandbox/node/closeOnSignals.ts')

const port = Number(process.env.PORT ?? 8787)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, got '${process.env.PORT}'`)
  process.exit(2)
}

// What to stop on Ctrl-C, newest first.
const stops = []
try {
  // Section 1: the sandbox API, with the tour of curl commands. If the port is taken, the next free one is used.
  const sandbox = await startSandbox({ port, host: '127.0.0.1', portAttempts: 20 })
  stops.unshift(sandbox.close)

  // Further sections start here, pointed at sandbox.url, each adding its close function to `stops`.
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  for (const stop of stops) await stop()
  process.exit(1)
}

closeOnSignals(async () => {
  for (const stop of stops) await stop()
})
