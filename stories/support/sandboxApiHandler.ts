import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { environmentOf } from './storyEnvironment.js'

/** What the service answers when a story asks for failures. */
export const unavailableBody = { success: false, error: { code: 'internal-error', message: 'The service is unavailable' } } as const

/**
 * The msw handler that serves `/api/*` on the page's own origin, each request from the sandbox of the story
 * that sent it, hanging or failing as that story's `respond` and `failPath` say. It is installed with the
 * worker, so it outlives msw's reset between stories; stories put their own overrides in front with `msw.use(...)`.
 */
export function sandboxApiHandler(): RequestHandler {
  const handles = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    return url.origin === window.location.origin && url.pathname.startsWith('/api/')
  }
  return http.all(handles, async ({ request }) => {
    const environment = environmentOf(request)
    if (!environment) return HttpResponse.json(unavailableBody, { status: 500 })
    const { sandbox, parameters, requests } = environment
    const { pathname } = new URL(request.url)
    if (request.method !== 'OPTIONS') requests.push(`${request.method} ${pathname}`)
    if (parameters.respond === 'loading') await delay('infinite')
    if (parameters.service === 'spec' && pathname === '/api/engagekit') return HttpResponse.json({ success: false, error: 'Not found' }, { status: 404 })
    if (parameters.respond === 'error' || (parameters.failPath?.test(pathname) && (parameters.failMethod ?? request.method) === request.method)) {
      return HttpResponse.json(unavailableBody, { status: 500 })
    }
    const served = await parameters.serve?.(request, sandbox)
    if (served) return served
    // A dropped connection (the "unreachable" faults) reaches the page as a network error, as a real one would.
    return sandbox.fetch(request).catch(() => HttpResponse.error())
  })
}
