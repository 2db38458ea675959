import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { buildSandbox, type Sandbox, type SandboxOptions } from '../createSandbox.js'
import { setClientAddress } from '../http/clientAddress.js'
import { DroppedConnection } from '../http/faults.js'
import { isStreamed } from '../http/jsonResponse.js'
import { refusalBody, SandboxError, type SandboxErrorStatus } from '../http/SandboxError.js'
import { openDataFile, type DataFile } from './dataFile.js'
import { allRoutes } from '../routes/allRoutes.js'
import { describeSandbox, prefersHtml, renderSandboxIndex, type SandboxIndexLink } from './sandboxIndex.js'

/** Options of {@link serveSandbox}. */
export type ServeSandboxOptions = {
  /** Port to listen on; 0 picks a free one (read the real one from `url`). */
  port: number
  /** Interface to bind, e.g. `127.0.0.1` (local only) or `0.0.0.0` (every interface). */
  host: string
  /** The sandbox to serve; by default one is created (from `dataFile` or `seed`). Cannot be combined with `dataFile`. */
  sandbox?: Sandbox
  /**
   * Keep the state in this JSON file: loaded at start when it exists, else seeded and written. Every write is
   * journaled beside it (`<file>.journal`) and fsynced before it is answered; the journal is folded into the file
   * once it outgrows it and when the server closes.
   */
  dataFile?: string
  /** The journal is folded into the data file once it is larger than this and than the file; default 8 MiB. */
  compactAfterBytes?: number
  /** Start data when no data file exists yet; default `'demo'`. */
  seed?: 'demo' | 'empty'
  /** Browser origins allowed, for a sandbox created here: others are refused (403). */
  allowedOrigins?: '*' | string[]
  /** List caps and the registration rate limit, for a sandbox created here. */
  limits?: SandboxOptions['limits']
  /** The session policy, for a sandbox created here. */
  sessionPolicy?: SandboxOptions['sessionPolicy']
  /** Faults to inject, for a sandbox created here. */
  faults?: SandboxOptions['faults']
  /** Aborting it closes the server, like `close()`. */
  signal?: AbortSignal
  /** Largest request body accepted; bigger ones get a 413. Default 1 MiB. */
  maxBodyBytes?: number
  /** Time a client has to send the whole body once the headers are in; after it, a 408. Default 10 s. */
  bodyTimeoutMs?: number
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
const defaultBodyTimeoutMs = 10_000
/** Longest request target (path and query) answered; a longer one gets a 414. */
const maxUrlLength = 8 * 1024
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
  const bodyTimeoutMs = options.bodyTimeoutMs ?? defaultBodyTimeoutMs
  const store = options.dataFile === undefined ? undefined : openDataFile(options.dataFile, { onError, compactAfterBytes: options.compactAfterBytes })
  const sandbox = options.sandbox ?? (await openSandbox(options, store, onError))

  const server = createServer((req, res) => {
    const started = performance.now()
    res.once('finish', () => {
      options.onRequest?.(`${req.method ?? '?'} ${(req.url ?? '/').split('?')[0]} ${res.statusCode} ${Math.round(performance.now() - started)}ms`)
    })
    handle(req, res).catch((error: unknown) => {
      if (error instanceof DroppedConnection) return void req.socket.destroy()
      // A client that hung up mid-request is not a server failure, and there is no one left to answer.
      if (req.destroyed && !req.complete) return void res.destroy()
      onError(new Error(`request failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error }))
      if (res.headersSent) res.destroy()
      else sendError(res, new SandboxError(500, 'The sandbox server failed to answer this request'))
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET'
    if ((req.url ?? '').length > maxUrlLength) {
      req.resume()
      return sendError(res, new SandboxError(414, `the request URL is longer than ${maxUrlLength} characters`))
    }
    const hasBody = method !== 'GET' && method !== 'HEAD'
    const body = hasBody ? await readBody(req, maxBodyBytes, bodyTimeoutMs) : undefined
    if (body === 'too-large' || body === 'too-slow') {
      // Keep reading (and dropping) the rest so the client gets to see the answer instead of a reset connection.
      req.resume()
      res.setHeader('connection', 'close')
      const refusal =
        body === 'too-large'
          ? new SandboxError(413, `Request bodies are limited to ${maxBodyBytes} bytes`)
          : new SandboxError(408, `the body did not arrive in full within ${bodyTimeoutMs} ms`)
      return sendError(res, refusal)
    }
    const request = new Request(requestUrl(req), { method, headers: requestHeaders(req), body })
    setClientAddress(request, req.socket.remoteAddress ?? 'unknown')
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

  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // A malformed or oversized request line or headers: answer in JSON when the socket can still take it, never throw.
    if (!socket.writable || (error.code === 'ECONNRESET' && !error.rawPacket)) return void socket.destroy()
    const refusal = clientErrorRefusal(error)
    const body = JSON.stringify(refusalBody(refusal))
    socket.end(
      `HTTP/1.1 ${refusal.status} ${statusTexts[refusal.status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
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
      await store?.close()
    })()
    return closing
  }
  const onAbort = () => void close().catch(onError)
  if (options.signal?.aborted) await close()
  else options.signal?.addEventListener('abort', onAbort, { once: true })

  return { url, sandbox, dataFile: store?.file, close }
}

async function openSandbox(options: ServeSandboxOptions, store: DataFile | undefined, onError: (error: Error) => void): Promise<Sandbox> {
  const base: SandboxOptions = {}
  if (options.allowedOrigins !== undefined) base.allowedOrigins = options.allowedOrigins
  if (options.limits !== undefined) base.limits = options.limits
  if (options.sessionPolicy !== undefined) base.sessionPolicy = options.sessionPolicy
  if (options.faults !== undefined) base.faults = options.faults
  // A reset starts the data file over from a snapshot of the new state.
  const onReset = () => void store?.compact().catch(onError)
  const stored = await store?.load()
  if (!store || stored === undefined) {
    const sandbox = buildSandbox({ ...base, seed: options.seed ?? 'demo' }, store?.journal, onReset)
    // A data file that cannot be written should stop the start, not fail quietly on the first change.
    await store?.start(sandbox, true)
    return sandbox
  }
  let sandbox
  try {
    sandbox = buildSandbox({ ...base, seed: stored.snapshot as SandboxOptions['seed'] }, store.journal, onReset)
  } catch (error) {
    throw new Error(
      `The sandbox data file ${store.file} does not hold a usable sandbox snapshot (${error instanceof Error ? error.message : String(error)}). It was left untouched: repair it, or move it away to start again from the seed data.`,
      { cause: error },
    )
  }
  for (const [index, record] of stored.records.entries()) {
    await sandbox.replay(record).catch((error: unknown) => {
      throw new Error(
        `The sandbox journal ${store.journalFile} holds a write that cannot be carried out again (record ${index + 1}: ${record.method} ${record.path}: ${error instanceof Error ? error.message : String(error)}). Both files were left untouched.`,
        { cause: error },
      )
    })
  }
  // Replayed writes (and a torn last record, dropped) are folded into a fresh snapshot before anything new is written.
  await store.start(sandbox, stored.records.length > 0 || stored.droppedTornRecord)
  return sandbox
}

function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'too-slow'> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve('too-large')
  return new Promise((resolveBody, rejectBody) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = (outcome: 'too-large' | 'too-slow') => {
      req.off('data', onData)
      req.off('end', onEnd)
      clearTimeout(timer)
      resolveBody(outcome)
    }
    // A body that announces more than it sends would otherwise hold the request until the socket times out.
    const timer = setTimeout(() => stop('too-slow'), timeoutMs)
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return stop('too-large')
      chunks.push(chunk)
    }
    const onEnd = () => {
      clearTimeout(timer)
      resolveBody(Buffer.concat(chunks))
    }
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
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (!hopByHopHeaders.has(name) && name !== 'content-length' && name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  // A streamed body (a long list, serialized slice by slice) goes out as it comes, in chunked encoding.
  if (response.body && !headOnly && isStreamed(response)) {
    res.writeHead(response.status, response.statusText || undefined, headers)
    await new Promise<void>((done, failed) => {
      Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>).on('error', failed).pipe(res).on('finish', done).on('error', failed)
    })
    return
  }
  const body = Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, response.statusText || undefined, headers)
  res.end(headOnly ? undefined : body)
}

function sendError(res: ServerResponse, refusal: SandboxError): void {
  const body = JSON.stringify(refusalBody(refusal))
  res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

const statusTexts: Partial<Record<SandboxErrorStatus, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
}

// What node:http's parser refused, as the status a client can act on.
function clientErrorRefusal(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): SandboxError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new SandboxError(408, 'the request did not arrive in full in time')
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The request line alone filled the header space: the URL is what is too long.
    const firstLineEnd = error.rawPacket?.indexOf('\r\n') ?? -1
    return firstLineEnd === -1 || firstLineEnd > maxUrlLength
      ? new SandboxError(414, `the request URL is longer than ${maxUrlLength} characters`)
      : new SandboxError(431, 'the request headers are too large')
  }
  return new SandboxError(400, `the request is not valid HTTP/1.1 (${error.code ?? 'parse error'})`)
}

function baseUrl(host: string, port: number): string {
  // A wildcard bind is not an address a client can dial; the loopback of the same family is.
  const dialable = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${dialable.includes(':') ? `[${dialable}]` : dialable}:${port}`
}
