import { serveHttp } from '../../http/node/serveHttp.js'
import { serviceRoutes } from '../../http/serviceRoutes.js'
import { buildSandbox } from '../buildSandbox.js'
import { createNodeWebhookSender } from '../../http/node/nodeWebhookSender.js'
import type { Sandbox, SandboxOptions } from '../Sandbox.js'
import { openDataFile, type DataFile } from './dataFile.js'
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

const closeGraceMs = 500

/** Serves a sandbox over HTTP with node:http, optionally keeping its state in a file. */
export async function serveSandbox(options: ServeSandboxOptions): Promise<SandboxServer> {
  if (options.sandbox && options.dataFile !== undefined) {
    throw new TypeError('serveSandbox: pass either `sandbox` or `dataFile`; a data file needs a sandbox created by serveSandbox')
  }
  const onError = options.onError ?? ((error: Error) => process.stderr.write(`engagekit sandbox: ${error.message}\n`))
  const store = options.dataFile === undefined ? undefined : openDataFile(options.dataFile, { onError, compactAfterBytes: options.compactAfterBytes })
  let sandbox: Sandbox
  try {
    sandbox = options.sandbox ?? (await openSandbox(options, store, onError))
  } catch (error) {
    await store?.close().catch(() => undefined)
    throw error
  }

  // The root is for people and tools finding their way: an index of the endpoints, the demo accounts and the pages
  // served beside the sandbox (HTML for browsers, JSON otherwise). The API itself lives under /api.
  function indexResponse(request: Request): Response | undefined {
    const requested = new URL(request.url)
    if ((request.method !== 'GET' && request.method !== 'HEAD') || requested.pathname !== '/') return undefined
    // The address the client used (127.0.0.1, localhost, a LAN name), so the index's links work from where it is read.
    const index = describeSandbox(requested.origin, serviceRoutes, options.links?.() ?? [])
    const headers = { 'cache-control': 'no-store', vary: 'accept' }
    if (prefersHtml(request.headers.get('accept'))) {
      return new Response(renderSandboxIndex(index), { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
    }
    return Response.json(index, { headers })
  }

  const http = await serveHttp({
    port: options.port,
    host: options.host,
    maxBodyBytes: options.maxBodyBytes,
    bodyTimeoutMs: options.bodyTimeoutMs,
    fetch: async (request) => indexResponse(request) ?? sandbox.fetch(request),
    onRequest: options.onRequest && ((entry) => options.onRequest!(`${entry.method} ${entry.path} ${entry.status} ${entry.durationMs}ms`)),
    onError,
  }).catch(async (error: unknown) => {
    // The port was taken: the data file is left as it was, and free for the next try.
    await store?.close().catch(() => undefined)
    throw error
  })

  // Webhook deliveries go out once a second (docs/api.md, "Webhooks"), one pass at a time.
  let delivering = false
  const deliveries = setInterval(() => {
    if (delivering) return
    delivering = true
    sandbox
      .deliverWebhooks()
      .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        delivering = false
      })
  }, 1_000)
  deliveries.unref()

  let closing: Promise<void> | undefined
  const close = (): Promise<void> => {
    closing ??= (async () => {
      clearInterval(deliveries)
      options.signal?.removeEventListener('abort', onAbort)
      // Requests already inside the sandbox get a moment to finish, so their changes reach the data file.
      await http.close(closeGraceMs)
      await store?.close()
    })()
    return closing
  }
  const onAbort = () => void close().catch(onError)
  if (options.signal?.aborted) await close()
  else options.signal?.addEventListener('abort', onAbort, { once: true })

  return { url: http.url, sandbox, dataFile: store?.file, close }
}

async function openSandbox(options: ServeSandboxOptions, store: DataFile | undefined, onError: (error: Error) => void): Promise<Sandbox> {
  const base: SandboxOptions = { webhookSender: createNodeWebhookSender() }
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
