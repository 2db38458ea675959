import { http, type RequestHandler } from 'msw'
import { createSandbox, type Sandbox } from './createSandbox.js'

/** Options of {@link sandboxHandlers}. */
export type SandboxHandlersOptions = {
  /** The sandbox to answer with; default a new one seeded with the demo data. */
  sandbox?: Sandbox
  /** Only requests under this URL are answered (its path prefix is removed); default any origin. */
  baseUrl?: string
}

/**
 * msw request handlers that answer every request to `/api/...` from a sandbox, for `setupServer` (Node)
 * or `setupWorker` (browser, Storybook). Other requests are left to other handlers.
 */
export function sandboxHandlers(options: SandboxHandlersOptions = {}): RequestHandler[] {
  const sandbox = options.sandbox ?? createSandbox()
  const base = options.baseUrl === undefined ? undefined : new URL(options.baseUrl)
  const prefix = base ? base.pathname.replace(/\/+$/, '') : ''

  const handles = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (base && url.origin !== base.origin) return false
    return url.pathname.startsWith(`${prefix}/api/`)
  }

  return [
    http.all(handles, async ({ request }) => {
      if (prefix === '') return sandbox.fetch(request)
      // The sandbox routes on the path, so a base URL's own path prefix is taken off first.
      const url = new URL(request.url)
      url.pathname = url.pathname.slice(prefix.length)
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
      return sandbox.fetch(new Request(url, { method: request.method, headers: request.headers, body }))
    }),
  ]
}
