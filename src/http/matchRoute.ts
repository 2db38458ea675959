import { HttpError } from './HttpError.js'
import type { Route } from './Route.js'

/** A route found for a request, with its URL-decoded path parameters. */
export type RouteMatch = { route: Route; params: Record<string, string> }

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, 'the path is not validly URL-encoded')
  }
}

function capture(route: Route, segments: readonly string[]): Record<string, string> | undefined {
  const pattern = route.path.split('/').filter(Boolean)
  if (pattern.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? ''
    if (part.startsWith(':')) params[part.slice(1)] = segment
    else if (part !== segment) return undefined
  }
  return route.accepts && !route.accepts(params) ? undefined : params
}

/** Finds the route for a method and path: 404 when no route has the path, 405 when none has it with this method. */
export function matchRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch {
  const segments = pathname.split('/').filter(Boolean).map(decode)
  let pathKnown = false
  for (const route of routes) {
    const params = capture(route, segments)
    if (!params) continue
    if (route.method === method) return { route, params }
    pathKnown = true
  }
  if (pathKnown) throw new HttpError(405, `${method} is not allowed on ${pathname}`)
  throw new HttpError(404, `no endpoint at ${pathname}`)
}
