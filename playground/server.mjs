// Serves the playground page (playground/), pointed at a running sandbox: its production build (made once by
// build.mjs and reused while the sources are unchanged), or with `dev` the Vite dev server, which reads the components
// straight from src/ so edits show up at once.
import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { dirname, extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPlayground, playgroundConfigGlobal } from './build.mjs'

const root = dirname(fileURLToPath(import.meta.url))
const repository = join(root, '..')

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/**
 * Starts the playground on `port` (or the next free one; 0 for any) and resolves to its URL and a close function.
 * Built by default (its first paint does not wait for hundreds of development modules); `dev: true` runs Vite's dev
 * server instead.
 */
export async function startPlayground({ sandboxUrl, port, host, dev = false, log = () => {} }) {
  const run = String(Date.now())
  return dev ? startDevServer({ sandboxUrl, run, port, host }) : startBuilt({ sandboxUrl, run, port, host, log })
}

async function startBuilt({ sandboxUrl, run, port, host, log }) {
  const { outDir } = await buildPlayground({ log })
  // What the built page reads instead of constants baked in: the sandbox's port changes from one start to the next.
  const config = JSON.stringify({ sandboxUrl, run }).replace(/</g, '\\u003c')
  const html = (await readFile(join(outDir, 'index.html'), 'utf8')).replace('<head>', `<head>\n    <script>globalThis.${playgroundConfigGlobal} = ${config}</script>`)
  const server = createHttpServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://playground').pathname)
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { allow: 'GET, HEAD' }).end()
    if (path === '/' || path === '/index.html') {
      response.writeHead(200, { 'content-type': contentTypes['.html'], 'cache-control': 'no-cache' })
      return void response.end(request.method === 'HEAD' ? undefined : html)
    }
    const file = normalize(join(outDir, path))
    if (!file.startsWith(outDir + sep) || !(extname(file) in contentTypes)) return void response.writeHead(404).end()
    try {
      const body = await readFile(file)
      // Bundles are named by their content: a browser may keep them for good.
      response.writeHead(200, { 'content-type': contentTypes[extname(file)], 'cache-control': 'public, max-age=31536000, immutable' })
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch {
      response.writeHead(404).end()
    }
  })
  const actualPort = await listenOnFreePort(server, port, host)
  return {
    url: `http://${host}:${actualPort}/`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

/** Listens on `port`, or the next free one of the 20 after it (any free port for 0), and resolves to the port taken. */
async function listenOnFreePort(server, port, host) {
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port === 0 ? 0 : port + attempt, host, () => (server.off('error', reject), resolve()))
      })
      return server.address().port
    } catch (error) {
      if (error.code !== 'EADDRINUSE' || port === 0 || attempt >= 20) throw error
    }
  }
}

async function startDevServer({ sandboxUrl, run, port, host }) {
  const [{ default: react }, { createServer }] = await Promise.all([import('@vitejs/plugin-react'), import('vite')])
  const server = await createServer({
    configFile: false,
    root,
    // Outside the repository's node_modules/.vite, so it never mixes with the library's or Storybook's caches.
    cacheDir: join(repository, 'node_modules/.vite-playground'),
    plugins: [react()],
    publicDir: false,
    clearScreen: false,
    logLevel: 'warn',
    define: { __ENGAGEKIT_SANDBOX_URL__: JSON.stringify(sandboxUrl), __ENGAGEKIT_SANDBOX_RUN__: JSON.stringify(run) },
    server: { port, host, strictPort: false, fs: { allow: [repository] } },
    optimizeDeps: { entries: [join(root, 'index.html')] },
  })
  await server.listen()
  const address = server.httpServer?.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return { url: `http://${host}:${actualPort}/`, close: () => server.close() }
}
