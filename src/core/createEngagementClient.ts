import { allEndpoints } from './actions/allEndpoints.js'
import type * as actions from './actions/index.js'
import { clientBaseOf, type EngagementClientBase } from './internal/clientBase.js'
import type { Action, ActionArguments } from './internal/defineAction.js'
import { callEndpoint } from './internal/endpoint.js'
import { watchEventStream } from './internal/watchEventStream.js'
import type { WatchEventsParameters, WatchEventsReturnType } from './actions/watchEvents.js'
import { createTransport } from './internal/transport.js'
import type { CallOptions, EngagementClientConfig } from './types.js'

type Actions = typeof actions
/** The client method of an action; never for an export that is not one. */
type MethodOf<TAction> = TAction extends Action<infer TParameters, infer TReturnType> ? (...args: ActionArguments<TParameters>) => Promise<TReturnType> : never

/** A typed client for the Community Engagement Service: one method per endpoint (spec section 4), each the action of that name. */
export type EngagementClient = EngagementClientBase & {
  [Name in keyof Actions as MethodOf<Actions[Name]> extends never ? never : Name]: MethodOf<Actions[Name]>
} & {
  /** Follows an entity's events as they happen (see the `watchEvents` action); returns how to stop. */
  watchEvents(parameters: WatchEventsParameters): WatchEventsReturnType
}

/** The name of an endpoint method of {@link EngagementClient}. */
export type EndpointName = Exclude<keyof EngagementClient, keyof EngagementClientBase>

/**
 * Creates a client for the service at `baseUrl`. Inputs are checked before sending, replies are checked
 * on arrival, reads are retried with backoff, and every failure is an {@link EngagementError}.
 */
export function createEngagementClient(config: EngagementClientConfig): EngagementClient {
  const transport = createTransport(config)
  const client = clientBaseOf(transport) as Record<string, unknown> & EngagementClientBase
  for (const endpoint of allEndpoints) {
    client[endpoint.name] = endpoint.stream
      ? (parameters: WatchEventsParameters) => watchEventStream(client, endpoint, parameters)
      : (parameters: unknown, options?: CallOptions) => callEndpoint(transport, endpoint, parameters, options)
  }
  return client as EngagementClient
}
