// What the example checks (check-example-*.mjs) share: running commands in an example, a free loopback port, and
// collecting failures with timed steps.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** Runs commands in `cwd` with `env`; a failing one rejects with the end of its output. */
export function commandRunner(cwd, env) {
  return (command, args) =>
    new Promise((resolveRun, reject) => {
      const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolveRun(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`))))
    })
}

/** A loopback port nothing listens on now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

/** The failures found so far, and a step logger that prints the seconds since the check started. */
export function checkReport() {
  const failures = []
  const started = Date.now()
  return {
    failures,
    fail: (message) => failures.push(message),
    step: (label) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${label}`),
  }
}
