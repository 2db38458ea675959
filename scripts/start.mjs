// `npm start`: the demo of a fresh clone, with no build, no setup and no keys. Runs the TypeScript sources through tsx.
// Starts the sandbox over HTTP (with its tour), the playground page, where every component runs against it, and the
// widget examples. The playground's URL comes first and last; every URL printed opens something in a browser.
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

/** Lines in a box drawn with box-drawing characters, so the URLs that matter stand out from the tour and the logs. */
function box(lines) {
  const width = Math.max(...lines.map((line) => line.length))
  return [`╭${'─'.repeat(width + 4)}╮`, ...lines.map((line) => `│  ${line.padEnd(width)}  │`), `╰${'─'.repeat(width + 4)}╯`].join('\n')
}

// What to stop on Ctrl-C, newest first.
const stops = []
try {
  // The sandbox API, with the tour of curl commands. If the port is taken, the next free one is used. Its output
  // waits until the playground's URL is printed first; the request log goes straight out afterwards.
  const held = []
  let holding = true
  const print = (text) => (holding ? held.push(text) : process.stdout.write(text))
  // Pages served beside the sandbox, listed by its index at / (they start once the sandbox's URL is known).
  const links = []
  const sandbox = await startSandbox({ port, host: '127.0.0.1', portAttempts: 20, print, links: () => links })
  stops.unshift(sandbox.close)

  // The playground page, all components against this sandbox, on the next free port if needed. Its production build
  // (a few seconds, once until the sources change) paints in well under a second; PLAYGROUND_DEV=1 serves it with
  // Vite's dev server instead, for editing the components with the page open.
  const { startPlayground } = await import('../playground/server.mjs')
  const dev = process.env.PLAYGROUND_DEV === '1'
  const playground = await startPlayground({ sandboxUrl: sandbox.url, port: playgroundPort, host: '127.0.0.1', dev, log: (line) => console.log(line) })
  stops.unshift(playground.close)
  links.push({ title: 'Playground', url: playground.url, description: 'every component against this sandbox, with demo wallets' })
  links.push({ title: 'Playground, Admin view', url: `${playground.url}#admin`, description: 'the admin components beside what members see' })

  // The plain HTML examples of the script-tag widget (examples/ and dist/widget/, built first if missing).
  const { startExamples } = await import('./serve-examples.ts')
  const examples = await startExamples({ sandboxUrl: sandbox.url, port: portFromEnv('EXAMPLES_PORT', 8790), portAttempts: 20, host: '127.0.0.1' })
  stops.unshift(examples.close)
  links.push({ title: 'Widget examples', url: examples.url, description: 'plain HTML pages with <engage-*> elements, an iframe and a strict CSP' })
  links.push({ title: 'Widget examples, Admin page', url: new URL('admin.html', examples.url).href, description: '<engage-admin> for the demo owner, on a plain page' })

  const summary = box([
    `Playground       ${playground.url}   <- open this in a browser`,
    `Admin view       ${playground.url}#admin`,
    `Widget examples  ${examples.url}`,
    `Widget admin     ${new URL('admin.html', examples.url).href}`,
    `Sandbox API      ${sandbox.url}/   endpoints and demo accounts`,
  ])
  console.log(`${summary}\n`)
  holding = false
  for (const text of held.splice(0)) process.stdout.write(text)
  console.log(`${box([`Playground: ${playground.url}`, 'Open it in a browser. Stop everything with Ctrl-C.'])}\n`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  for (const stop of stops) await stop()
  process.exit(1)
}

closeOnSignals(async () => {
  for (const stop of stops) await stop()
})
