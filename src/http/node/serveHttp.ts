import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { setClientAddress } from '../clientAddress.js'
import { DroppedConnection } from '../DroppedConnection.js'
import type { ErrorStatus } from '../errorCodes.js'
import { HttpError, refusalBody } from '../HttpError.js'
import { isStreamed } from '../jsonResponse.js'
import { maxUploadBodyBytes } from '../../service/uploads/uploadLimits.js'
import { forwardedClient } from './forwardedClient.js'
import type { IsTrustedProxy } from './IsTrustedProxy.js'

/** One answered request, for a log: never the query, which may carry a signature. */
export type RequestLogEntry = { method: string; path: string; status: number; durationMs: number; requestId: string }

/** Options of {@link serveHttp}. */
export type ServeHttpOptions = {
  /** Port to listen on; 0 picks a free one (read the real one from `url`). */
  port: number
  /** Interface to bind, e.g. `127.0.0.1` (local only) or `0.0.0.0` (every interface). */
  host: string
  /** Answers each request. A rejection with a DroppedConnection destroys the socket without an answer. */
  fetch(request: Request): Promise<Response>
  /**
   * Largest request body accepted; bigger ones get a 413. Default 1 MiB. `POST /api/uploads` takes images up to 5 MB
   * whatever this says (its body is read as bytes, and refused past that while it is read).
   */
  maxBodyBytes?: number
  /** Time a client has to send the whole body once the headers are in; after it, a 408. Default 10 s. */
  bodyTimeoutMs?: number
  /**
   * Most bytes of request bodies held at once (reading or being answered). A body that does not fit waits, unread,
   * until one leaves; after `bodyQueueMs` it gets a 503 with `Retry-After`. Requests without a body never wait.
   * Default 16 MiB.
   */
  maxBodyBytesInFlight?: number
  /** How long a body waits for room in `maxBodyBytesInFlight` before its 503; 0 answers at once. Default 5 s. */
  bodyQueueMs?: number
  /**
   * The proxies in front whose `X-Forwarded-For` / `Forwarded` name the client (see forwardedClient); default none:
   * the client is the socket's address.
   */
  trustProxy?: IsTrustedProxy
  /** Told about every answered request. */
  onRequest?: (entry: RequestLogEntry) => void
  /** Told about failures that do not stop the server (a request that failed unexpectedly). */
  onError: (error: Error) => void
}

/** A node:http server answering with a fetch handler. */
export type HttpServer = {
  /** Base URL, e.g. `http://127.0.0.1:8787`, with the real port when 0 was asked for. */
  readonly url: string
  readonly server: Server
  /** How many requests are being answered now. */
  inFlight(): number
  /**
   * Stops accepting connections, lets the requests in flight finish (up to `graceMs`, then cuts them off) and
   * resolves once the server is closed. Safe to call more than once.
   */
  close(graceMs?: number): Promise<void>
}

const defaultMaxBodyBytes = 1024 * 1024
const defaultMaxBodyBytesInFlight = 16 * 1024 * 1024
const defaultBodyQueueMs = 5_000
const defaultBodyTimeoutMs = 10_000
/** Longest request target (path and query) answered; a longer one gets a 414. */
export const maxUrlLength = 8 * 1024
// Hop-by-hop headers describe the Node connection, not the request; the body is handed over fully read.
const hopByHopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])
// A request id from a proxy in front is kept when it looks like one; otherwise one is made.
const requestIdPattern = /^[\w.:@/+=-]{1,128}$/

/**
 * Serves a fetch handler over HTTP/1.1 with node:http: bodies read in full within size and time limits (413, 408),
 * long URLs (414) and headers (431) and unparsable requests answered in JSON, every answer tagged with an
 * `x-request-id`, streamed bodies piped as they come. Bodies held at once are capped (`maxBodyBytesInFlight`), so a
 * burst of large uploads waits or gets a 503 instead of growing memory. Answers sent while closing say
 * `Connection: close`. Rejects with an error of code EADDRINUSE when the port is taken.
 */
export async function serveHttp(options: ServeHttpOptions): Promise<HttpServer> {
  const { onError } = options
  const maxBodyBytesOfJson = options.maxBodyBytes ?? defaultMaxBodyBytes
  const bodyTimeoutMs = options.bodyTimeoutMs ?? defaultBodyTimeoutMs
  const bodyBudget = byteBudget(options.maxBodyBytesInFlight ?? defaultMaxBodyBytesInFlight, options.bodyQueueMs ?? defaultBodyQueueMs)
  let inFlight = 0
  let idle: (() => void) | undefined
  let draining = false

  const server = createServer((req, res) => {
    const started = performance.now()
    const given = req.headers['x-request-id']
    const requestId = typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID()
    res.setHeader('x-request-id', requestId)
    inFlight++
    res.once('close', () => {
      inFlight--
      if (inFlight === 0) idle?.()
    })
    res.once('finish', () => {
      const path = (req.url ?? '/').split('?')[0]!
      options.onRequest?.({ method: req.method ?? '?', path, status: res.statusCode, durationMs: Math.round(performance.now() - started), requestId })
    })
    handle(req, res).catch((error: unknown) => {
      if (error instanceof DroppedConnection) return void req.socket.destroy()
      // A client that hung up mid-request is not a server failure, and there is no one left to answer.
      if (req.destroyed && !req.complete) return void res.destroy()
      onError(new Error(`request failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error }))
      if (res.headersSent) res.destroy()
      else sendError(res, new HttpError(500, 'the server failed to answer this request'), draining)
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET'
    if ((req.url ?? '').length > maxUrlLength) {
      req.resume()
      return sendError(res, new HttpError(414, `the request URL is longer than ${maxUrlLength} characters`), draining)
    }
    const hasBody = method !== 'GET' && method !== 'HEAD'
    const maxBodyBytes = (req.url ?? '').split('?')[0] === '/api/uploads' ? Math.max(maxBodyBytesOfJson, maxUploadBodyBytes) : maxBodyBytesOfJson
    const declared = Number(req.headers['content-length'] ?? Number.NaN)
    if (hasBody && !(declared > maxBodyBytes) && declared !== 0) {
      // Room for the whole body before a byte of it is read; held until the answer is sent.
      const need = Number.isFinite(declared) ? declared : maxBodyBytes
      const held = await bodyBudget.reserve(need)
      if (held === undefined) {
        req.resume()
        res.setHeader('connection', 'close')
        return sendError(res, new HttpError(503, 'the server is receiving too many request bodies at once: try again in a second', { retryAfter: 1 }), draining)
      }
      // A client that left while it waited gives its room back at once.
      if (res.closed || req.destroyed) return bodyBudget.release(held)
      res.once('close', () => bodyBudget.release(held))
    }
    const body = hasBody ? await readBody(req, maxBodyBytes, bodyTimeoutMs) : undefined
    if (body === 'too-large' || body === 'too-slow') {
      // Keep reading (and dropping) the rest so the client gets to see the answer instead of a reset connection.
      req.resume()
      res.setHeader('connection', 'close')
      const refusal =
        body === 'too-large'
          ? new HttpError(413, `Request bodies are limited to ${maxBodyBytes} bytes`)
          : new HttpError(408, `the body did not arrive in full within ${bodyTimeoutMs} ms`)
      return sendError(res, refusal, draining)
    }
    const headers = requestHeaders(req)
    // The handler sees the id the answer carries, to name the request in what it logs.
    headers.set('x-request-id', String(res.getHeader('x-request-id')))
    const request = new Request(requestUrl(req), { method, headers, body })
    setClientAddress(request, forwardedClient(req.socket.remoteAddress ?? 'unknown', req.headers, options.trustProxy))
    const response = await options.fetch(request)
    // Closing: this answer is the connection's last, and says so, so a client does not send another on it.
    if (draining) res.setHeader('connection', 'close')
    await writeResponse(res, response, method === 'HEAD')
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

  let closing: Promise<void> | undefined
  return {
    url: baseUrl(options.host, (server.address() as AddressInfo).port),
    server,
    inFlight: () => inFlight,
    close(graceMs = 500) {
      draining = true
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose())
        server.closeIdleConnections()
        const cut = () => server.closeAllConnections()
        const timer = setTimeout(cut, graceMs)
        timer.unref()
        // Keep-alive connections that wait for their next request are closed as soon as nothing is in flight.
        idle = () => {
          clearTimeout(timer)
          cut()
        }
        if (inFlight === 0) idle()
      })
      return closing
    },
  }
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
  // first and the host set afterwards so that a strange Host header can never change the path that is routed on.
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
      const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
      source.on('error', failed).pipe(res).on('finish', done).on('error', failed)
      // A client that leaves (an event stream it stops following) cancels the body, so its producer stops.
      res.once('close', () => {
        if (!source.destroyed) source.destroy()
        done()
      })
    })
    return
  }
  const body = Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, response.statusText || undefined, headers)
  res.end(headOnly ? undefined : body)
}

function sendError(res: ServerResponse, refusal: HttpError, closing: boolean): void {
  const body = JSON.stringify(refusalBody(refusal))
  if (refusal.retryAfter !== undefined) res.setHeader('retry-after', String(refusal.retryAfter))
  if (closing) res.setHeader('connection', 'close')
  res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

/**
 * Bytes handed out up to `limit` at once, first come first served: `reserve` resolves with what it holds once there
 * is room (a request larger than the limit takes the whole of it), or undefined after `waitMs` without room.
 */
function byteBudget(limit: number, waitMs: number) {
  let used = 0
  const waiting: { need: number; grant: (held: number | undefined) => void }[] = []
  const admit = () => {
    while (waiting.length > 0 && used + waiting[0]!.need <= limit) {
      const next = waiting.shift()!
      used += next.need
      next.grant(next.need)
    }
  }
  return {
    reserve(size: number): Promise<number | undefined> {
      const need = Math.min(size, limit)
      if (waiting.length === 0 && used + need <= limit) {
        used += need
        return Promise.resolve(need)
      }
      if (waitMs <= 0) return Promise.resolve(undefined)
      return new Promise((resolve) => {
        const entry = {
          need,
          grant(held: number | undefined) {
            clearTimeout(timer)
            resolve(held)
          },
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1)
          resolve(undefined)
          admit()
        }, waitMs)
        waiting.push(entry)
      })
    },
    release(held: number) {
      used -= held
      admit()
    },
  }
}

const statusTexts: Partial<Record<ErrorStatus, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
}

// What node:http's parser refused, as the status a client can act on.
function clientErrorRefusal(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): HttpError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new HttpError(408, 'the request did not arrive in full in time')
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The request line alone filled the header space: the URL is what is too long.
    const firstLineEnd = error.rawPacket?.indexOf('\r\n') ?? -1
    return firstLineEnd === -1 || firstLineEnd > maxUrlLength
      ? new HttpError(414, `the request URL is longer than ${maxUrlLength} characters`)
      : new HttpError(431, 'the request headers are too large')
  }
  return new HttpError(400, `the request is not valid HTTP/1.1 (${error.code ?? 'parse error'})`)
}

function baseUrl(host: string, port: number): string {
  // A wildcard bind is not an address a client can dial; the loopback of the same family is.
  const dialable = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${dialable.includes(':') ? `[${dialable}]` : dialable}:${port}`
}
