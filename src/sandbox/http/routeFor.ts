import type { Action } from '../../core/internal/defineAction.js'
import { methodOf, type Endpoint } from '../../core/internal/endpoint.js'
import type { AuthMode } from '../../core/internal/transport.js'
import type { Route } from './route.js'

// From the least to the most a session must carry: a route serving several definitions accepts the most lenient.
const leniency: readonly AuthMode[] = ['none', 'optional', 'signature', 'required']

/**
 * A route's method, path and auth, taken from the endpoint definitions it serves: a route adds only its handler
 * (`{ ...routeFor(listThemes), handle }`). Several definitions must share one method and path.
 */
export function routeFor(...actions: [Action<any, any>, ...Action<any, any>[]]): Omit<Route, 'handle'> {
  const endpoints: Endpoint[] = actions.map((action) => action.endpoint)
  const [first] = endpoints as [Endpoint]
  const method = methodOf(first)
  if (endpoints.some((endpoint) => endpoint.path !== first.path || methodOf(endpoint) !== method)) {
    throw new Error(`routeFor: ${endpoints.map((endpoint) => endpoint.name).join(', ')} do not share one method and path`)
  }
  const auth = endpoints.map((endpoint) => endpoint.auth ?? 'required').sort((a, b) => leniency.indexOf(a) - leniency.indexOf(b))[0]!
  return { endpoints, method, path: `/api/${first.path}`, auth, writes: !first.read }
}
