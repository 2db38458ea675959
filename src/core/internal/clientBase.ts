import type { EndpointName } from '../createEngagementClient.js'
import { EngagementError } from '../EngagementError.js'
import type { CallOptions, EngagementClientConfig, Session } from '../types.js'
import { callEndpoint, type Endpoint } from './endpoint.js'
import { createTransport, type Transport } from './transport.js'

/**
 * What every engagekit client is: a service root and a session. Query options and the provider need no more, so an
 * app that renders one component bundles only the endpoints that component calls.
 */
export type EngagementClientBase = {
  /** The service root every path is resolved against. */
  readonly baseUrl: string
  /** The session the next call would send, if any. */
  session(): Promise<Session | null>
}

// Kept beside the client rather than on it, so the transport is not part of any client's visible shape.
const transports = new WeakMap<object, Transport>()

/** Creates a client without endpoint methods: calls go through {@link callClient}. Validates the config like the full client. */
export function createClientBase(config: EngagementClientConfig): EngagementClientBase {
  return clientBaseOf(createTransport(config))
}

/** The client base that calls through `transport`: {@link callClient} finds the transport from it. */
export function clientBaseOf(transport: Transport): EngagementClientBase {
  const base: EngagementClientBase = { baseUrl: transport.baseUrl, session: transport.session }
  transports.set(base, transport)
  return base
}

/**
 * Calls one endpoint through `client`: with its transport when engagekit made it, else with its method of that name
 * (a client object made elsewhere, e.g. a test double).
 */
export function callClient<T>(client: EngagementClientBase, name: EndpointName, endpoint: Endpoint, params: unknown, options?: CallOptions): Promise<T> {
  const transport = transports.get(client)
  if (transport) return callEndpoint(transport, name, endpoint, params, options) as Promise<T>
  const method = (client as unknown as Record<string, unknown>)[name]
  if (typeof method === 'function') return Promise.resolve().then(() => method.call(client, params, options) as T)
  return Promise.reject(new EngagementError(`${name}: this client has no ${name} method`, { kind: 'invalid-input', endpoint: name }))
}
