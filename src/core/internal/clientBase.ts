import { EngagementError } from '../EngagementError.js'
import type { CallOptions, EngagementClientConfig, Session } from '../types.js'
import { callEndpoint, type Endpoint } from './endpoint.js'
import { createTransport, type Transport } from './transport.js'

/**
 * What every engagekit client is: a service root and a session. Actions, query options and the provider need no
 * more, so an app that renders one component bundles only the endpoints that component calls.
 */
export type EngagementClientBase = {
  /** The service root every path is resolved against. */
  readonly baseUrl: string
  /** The session the next call would send, if any. */
  session(): Promise<Session | null>
}

// Kept beside the client rather than on it, so the transport is not part of any client's visible shape.
const transports = new WeakMap<object, Transport>()

/**
 * Creates a client without endpoint methods, for the functions of `engagekit/actions` (`getEntity(client, …)`):
 * an app then bundles only the endpoints it calls. Validates the config like {@link createEngagementClient}.
 */
export function createEngagementClientBase(config: EngagementClientConfig): EngagementClientBase {
  return clientBaseOf(createTransport(config))
}

/** The client base that calls through `transport`: {@link callClient} finds the transport from it. */
export function clientBaseOf(transport: Transport): EngagementClientBase {
  const base: EngagementClientBase = { baseUrl: transport.baseUrl, session: transport.session }
  transports.set(base, transport)
  return base
}

/** The transport of a client engagekit made; undefined for a client object made elsewhere. */
export const transportOf = (client: EngagementClientBase): Transport | undefined => transports.get(client)

/**
 * Calls one endpoint through `client`: with its transport when engagekit made it, else with its method of the
 * endpoint's name (a client object made elsewhere, e.g. a test double).
 */
export function callClient<T>(client: EngagementClientBase, endpoint: Endpoint, params: unknown, options?: CallOptions): Promise<T> {
  const { name } = endpoint
  const transport = transports.get(client)
  if (transport) return callEndpoint(transport, endpoint, params, options) as Promise<T>
  const method = (client as unknown as Record<string, unknown>)[name]
  if (typeof method === 'function') return Promise.resolve().then(() => method.call(client, params, options) as T)
  return Promise.reject(new EngagementError(`${name}: this client has no ${name} method`, { kind: 'invalid-input', endpoint: name }))
}
