import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSandbox, type Sandbox } from '../createSandbox.js'
import { allRoutes } from '../routes/allRoutes.js'
import { createFileStore, type FileStore } from './fileStore.js'
import { describeSandbox, prefersHtml, renderSandboxIndex, type SandboxIndexLink } from './sandboxIndex.js'

/** Options of {@link serveSandbox}. */
export type ServeSandboxOptions = {
  /** Port to listen on; 0 picks a free one (read the real one from `url`). */
  port: number
  /** Interface to bind, e.g. `127.0.0.1` (local only) or `0.0.0.0` (every interface). */
  host: string
  /** The sandbox to serve; by default one is created (from `dataFile` or `seed`). Cannot be combined with `dataFile`. */
  sandbox?: Sandbox
  /** Keep the state in this JSON file: loaded at start when it exists, else seeded and written; rewritten after every change. */
  dataFile?: string
  /** Start data when no data file exists yet; default `'demo'`. */
  seed?: 'demo' | 'empty'
  /** Browser origins allowed by CORS, for a sandbox created here. */
  allowedOrigins?: '*' | string[]
  /** Aborting it closes the server, like `close()`. */
  signal?: AbortSignal
  /** Largest request body accepted; bigger ones get a 413. Default 1 MiB. */
  maxBodyBytes?: number
  /** Told about every answered request (method, path without query, status, duration); never sees the query, which carries signatures. */
  onRequest?: (line: string) => void
  /** Pages served beside the sandbox (say, a playground), listed by the index at `/`; read on every request. */
  links?: () => readonly SandboxIndexLink[]
  /** Told about errors that do not stop the server (a failed write of the data file, a failing request); default prints to stderr. */
  onError?: (error: Error) => void
}

/** A running sandbox server. */
export type SandboxServer = {
  /** Base URL of the server, e.g. `http://127.0.0.1:8787`, with the real port when 0 was asked for. */
  readonly url: string
  /** The sandbox behind the server. */
  readonly sandbox: Sandbox
  /** The data file, when the state is kept in one. */
  readonly dataFile: string | undefined
  /** Stops accepting requests, ends open connections and writes pending state; safe to call more than once. */
  close(): Promise<void>
}

const defaultMaxBodyBytes = 1024 * 1024
const closeGraceMs = 500
// Hop-by-hop headers describe the Node connection, not the request; the body is handed over fully read.
const hopByHopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])

/** Serves a sandbox over HTTP with node:http, optionally keeping its state in a file. */
export async function serveSandbox(options: ServeSandboxOptions): Promise<SandboxServer> {
  if (options.sandbox && options.dataFile !== undefined) {
    throw new TypeError('serveSandbox: pass either `sandbox` or `dataFile`; a data file needs a sandbox created by serveSandbox')
  }
  const onError = options.onError ?? ((error: Error) => process.stderr.write(`engagekit sandbox: ${error.message}\n`))
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes
  const store = options.dataFile === undefined ? undefined : createFileStore(options.dataFile, { onError })
  const sandbox = options.sandbox ?? (await openSandbox(options, store))

  const server = createServer((req, res) => {
    const started = performance.now()
    res.once('finish', () => {
      options.onRequest?.(`${req.method ?? '?'} ${(req.url ?? '/').split('?')[0]} ${res.statusCode} ${Math.round(performance.now() - started)}ms`)
    })
    handle(req, res).catch((error: unknown) => {
      // A client that hung up mid-request is not a server failure, and there is no one left to answer.
      if (req.destroyed && !req.complete) return void res.destroy()
      onError(new Error(`request failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error }))
      if (res.headersSent) res.destroy()
      else sendError(res, 500, 'internal-error', 'The sandbox server failed to answer this request')
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET'
    const hasBody = method !== 'GET' && method !== 'HEAD'
    const body = hasBody ? await readBody(req, maxBodyBytes) : undefined
    if (body === 'too-large') {
      // Keep reading (and dropping) the rest so the client gets to see the answer instead of a reset connection.
      req.resume()
      res.setHeader('connection', 'close')
      sendError(res, 413, 'payload-too-large', `Request bodies are limited to ${maxBodyBytes} bytes`)
      return
    }
    const request = new Request(requestUrl(req), { method, headers: requestHeaders(req), body })
    const response = (await indexResponse(request)) ?? (await sandbox.fetch(request))
    await writeResponse(res, response, method === 'HEAD')
  }

  // The root is for people and tools finding their way: an index of the endpoints, the demo accounts and the pages
  // served beside the sandbox (HTML for browsers, JSON otherwise). The API itself lives under /api.
  async function indexResponse(request: Request): Promise<Response | undefined> {
    const requested = new URL(request.url)
    if ((request.method !== 'GET' && request.method !== 'HEAD') || requested.pathname !== '/') return undefined
    // The address the client used (127.0.0.1, localhost, a LAN name), so the index's links work from where it is read.
    const index = describeSandbox(requested.origin, allRoutes, options.links?.() ?? [])
    const headers = { 'cache-control': 'no-store', vary: 'accept' }
    if (prefersHtml(request.headers.get('accept'))) {
      return new Response(renderSandboxIndex(index), { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
    }
    return Response.json(index, { headers })
  }

  server.on('clientError', (_error, socket) => {
    // A malformed request line or headers: answer 400 when the socket can still take it, never throw.
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    else socket.destroy()
  })

  await new Promise<void>((resolveListen, rejectListen) => {
    const onListenError = (error: NodeJS.ErrnoException) => {
      rejectListen(
        error.code === 'EADDRINUSE'
          ? Object.assign(new Error(`Port ${options.port} on ${options.host} is already in use`, { cause: error }), { code: 'EADDRINUSE' })
          : error,
      )
    }
    server.once('error', onListenError)
    server.listen(options.port, options.host, () => {
      server.off('error', onListenError)
      resolveListen()
    })
  })
  server.on('error', (error) => onError(error))

  const url = baseUrl(options.host, (server.address() as AddressInfo).port)
  let closing: Promise<void> | undefined
  const close = (): Promise<void> => {
    closing ??= (async () => {
      options.signal?.removeEventListener('abort', onAbort)
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose())
        server.closeIdleConnections()
        // Requests already inside the sandbox get a moment to finish, so their changes reach the data file.
        setTimeout(() => server.closeAllConnections(), closeGraceMs).unref()
      })
      await store?.flush()
    })()
    return closing
  }
  const onAbort = () => void close().catch(onError)
  if (options.signal?.aborted) await close()
  else options.signal?.addEventListener('abort', onAbort, { once: true })

  return { url, sandbox, dataFile: store?.file, close }
}

async function openSandbox(options: ServeSandboxOptions, store: FileStore | undefined): Promise<Sandbox> {
  const onChange = store ? store.save : undefined
  const base = { onChange, ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }) }
  const stored = await store?.load()
  if (stored === undefined) {
    const sandbox = createSandbox({ ...base, seed: options.seed ?? 'demo' })
    if (store) {
      store.save(sandbox.snapshot())
      // A data file that cannot be written should stop the start, not fail quietly on the first change.
      await store.flush()
    }
    return sandbox
  }
  try {
    return createSandbox({ ...base, seed: stored })
  } catch (error) {
    throw new Error(
      `The sandbox data file ${store?.file} does not hold a usable sandbox snapshot (${error instanceof Error ? error.message : String(error)}). It was left untouched: repair it, or move it away to start again from the seed data.`,
      { cause: error },
    )
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve('too-large')
  return new Promise((resolveBody, rejectBody) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        req.off('end', onEnd)
        resolveBody('too-large')
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => resolveBody(Buffer.concat(chunks))
    req.on('data', onData)
    req.on('end', onEnd)
    req.once('error', rejectBody)
    req.once('close', () => rejectBody(new Error('the client closed the connection before sending the whole body')))
  })
}

function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/'
  // Absolute-form targets (proxies) carry their own host; origin-form ones get the Host header. The path is built
  // first and the host set afterwards so that a strange Host header can never change the path the sandbox routes on.
  if (!target.startsWith('/')) {
    try {
      return new URL(target)
    } catch {
      return new URL('http://localhost/')
    }
  }
  const url = new URL(`http://localhost${target}`)
  if (req.headers.host) url.host = req.headers.host
  return url
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string
    if (hopByHopHeaders.has(name.toLowerCase()) || name.startsWith(':')) continue
    headers.append(name, req.rawHeaders[i + 1] as string)
  }
  return headers
}

async function writeResponse(res: ServerResponse, response: Response, headOnly: boolean): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (!hopByHopHeaders.has(name) && name !== 'content-length' && name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, response.statusText || undefined, headers)
  res.end(headOnly ? undefined : body)
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify({ success: false, error: { code, message } })
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

function baseUrl(host: string, port: number): string {
  // A wildcard bind is not an address a client can dial; the loopback of the same family is.
  const dialable = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${dialable.includes(':') ? `[${dialable}]` : dialable}:${port}`
}
