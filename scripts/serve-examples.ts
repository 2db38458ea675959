// Serves the plain HTML examples (examples/) and the built widget (dist/widget/, under /widget/) with node:http,
// pointed at a running sandbox. Builds the widget first when dist/widget/engagekit.js is missing.
//   node --import tsx scripts/serve-examples.ts [--port 8790] [--sandbox http://127.0.0.1:8787]
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demo } from '../src/service/seed/demo.js'

const repository = resolve(fileURLToPath(new URL('..', import.meta.url)))
const examplesDir = join(repository, 'examples')
const defaultWidgetDir = join(repository, 'dist', 'widget')
/** The sandbox URL written in the example pages; replaced by the real one when it differs. */
const defaultSandboxUrl = 'http://127.0.0.1:8787'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.md': 'text/plain; charset=utf-8',
}

export type ExamplesServerOptions = {
  /** The sandbox the pages talk to; default http://127.0.0.1:8787. */
  sandboxUrl?: string | undefined
  /** 0 picks a free port. */
  port?: number | undefined
  /** Ports tried in a row when the port is taken: 1 (default) fails at once, 20 tries port..port+19. */
  portAttempts?: number | undefined
  host?: string | undefined
  /** Build the widget when engagekit.js is missing from its folder (default true). */
  build?: boolean | undefined
  /** Serve the widget from this folder instead of dist/widget (e.g. a fresh build of a test run). */
  widgetDir?: string | undefined
  /** Extra HTML pages by path (e.g. `/test/page.html`), read on every request so they can change while serving. */
  pages?: ReadonlyMap<string, string> | undefined
}

export type ExamplesServer = { url: string; close(): Promise<void> }

/** Builds the widget (vite.widget.config.ts) into dist/widget, or into `outDir`. */
export async function buildWidget(outDir?: string): Promise<void> {
  const { build } = await import('vite')
  await build({ configFile: join(repository, 'vite.widget.config.ts'), root: repository, logLevel: 'warn', ...(outDir ? { build: { outDir } } : {}) })
}

/** Who may frame the widget's embed.html here: pages of this machine only. A deployment names its own sites. */
export const embedFrameAncestors = "frame-ancestors 'self' http://127.0.0.1:* http://localhost:*"

/** The strict policy csp.html is served with (the page repeats it in a meta tag). */
export function examplesCsp(sandboxUrl: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${new URL(sandboxUrl).origin}`,
    `img-src 'self' https: data: ${new URL(sandboxUrl).origin}`,
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

// The demo wallet of the examples signs with the sandbox's public demo member key, here and not in the page.
/** The demo wallet's accounts by role (`?role=` on its requests; default the member): the sandbox's PUBLIC demo keys. */
const demoAccounts = { member: privateKeyToAccount(demo.accounts.member.privateKey), admin: privateKeyToAccount(demo.accounts.admin.privateKey), owner: privateKeyToAccount(demo.accounts.owner.privateKey) }

async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function demoWallet(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  res.setHeader('content-type', 'application/json; charset=utf-8')
  const role = new URL(req.url ?? '/', 'http://localhost').searchParams.get('role') ?? 'member'
  if (role !== 'member' && role !== 'admin' && role !== 'owner') {
    res.statusCode = 400
    res.end(JSON.stringify({ error: 'role must be member, admin or owner' }))
    return
  }
  const account = demoAccounts[role]
  if (path === '/demo-wallet/account' && req.method === 'GET') {
    res.end(JSON.stringify({ address: account.address, name: `Demo wallet (sandbox ${role})` }))
    return
  }
  if (path === '/demo-wallet/sign' && req.method === 'POST') {
    const { message } = JSON.parse(await readBody(req)) as { message?: unknown }
    if (typeof message !== 'string') {
      res.statusCode = 400
      res.end(JSON.stringify({ error: 'message must be a string' }))
      return
    }
    // personal_sign sends the text hex-encoded.
    const signature = await account.signMessage({ message: isHex(message) ? { raw: message } : message })
    res.end(JSON.stringify({ signature }))
    return
  }
  res.statusCode = 404
  res.end(JSON.stringify({ error: 'not found' }))
}

/** Starts the examples server. */
export async function startExamples(options: ExamplesServerOptions = {}): Promise<ExamplesServer> {
  const sandboxUrl = (options.sandboxUrl ?? defaultSandboxUrl).replace(/\/+$/, '')
  const host = options.host ?? '127.0.0.1'
  const widgetDir = options.widgetDir ?? defaultWidgetDir
  if (options.build !== false && !existsSync(join(widgetDir, 'engagekit.js'))) await buildWidget(options.widgetDir)
  const csp = examplesCsp(sandboxUrl)

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.statusCode = 500
      res.end(error instanceof Error ? error.message : String(error))
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const path = decodeURIComponent(url.pathname)
    res.setHeader('cache-control', 'no-store')
    res.setHeader('x-content-type-options', 'nosniff')
    if (path.startsWith('/demo-wallet/')) return demoWallet(req, res, path)
    const page = options.pages?.get(path)
    if (page !== undefined) {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(page)
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405
      res.end()
      return
    }
    const [root, relative] = path.startsWith('/widget/') ? [widgetDir, path.slice('/widget/'.length)] : [examplesDir, path === '/' ? 'index.html' : path.slice(1)]
    const file = normalize(join(root, relative))
    if (file !== root && !file.startsWith(root + sep)) {
      res.statusCode = 403
      res.end()
      return
    }
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) {
      res.statusCode = 404
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end(root === widgetDir ? 'Not found. Build the widget: npx vite build -c vite.widget.config.ts' : 'Not found')
      return
    }
    const type = contentTypes[extname(file)] ?? 'application/octet-stream'
    res.setHeader('content-type', type)
    // The widget may be loaded from other origins (module scripts need CORS), like from a CDN.
    if (root === widgetDir) res.setHeader('access-control-allow-origin', '*')
    let body: Buffer | string = await readFile(file)
    if (type.startsWith('text/html')) {
      body = body.toString('utf8')
      if (sandboxUrl !== defaultSandboxUrl) body = body.replaceAll(defaultSandboxUrl, sandboxUrl)
      if (relative === 'csp.html') res.setHeader('content-security-policy', csp)
      if (root === widgetDir && relative === 'embed.html') res.setHeader('content-security-policy', embedFrameAncestors)
    }
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const listen = (port: number) =>
    new Promise<void>((done, fail) => {
      server.once('error', fail)
      server.listen(port, host, () => {
        server.off('error', fail)
        done()
      })
    })
  const first = options.port ?? 0
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(first === 0 ? 0 : first + attempt)
      break
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      if (!taken || first === 0 || attempt + 1 >= (options.portAttempts ?? 1)) throw error
    }
  }
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startExamples({ port: Number(argument('port') ?? 8790), sandboxUrl: argument('sandbox') })
  console.log(`engagekit examples: ${server.url} (sandbox ${argument('sandbox') ?? defaultSandboxUrl})`)
}
