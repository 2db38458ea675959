import type { CallOptions } from '../types.js'
import { callClient, type EngagementClientBase } from './clientBase.js'
import type { EndpointParameters, EndpointReturnType, TypedEndpoint } from './defineEndpoint.js'

/** The arguments after the client: parameters may be left out where none are required. */
export type ActionArguments<TParameters> = Record<never, never> extends TParameters ? [parameters?: TParameters, options?: CallOptions] : [parameters: TParameters, options?: CallOptions]

/**
 * One endpoint as a function of `engagekit/actions`: `getUserMetrics(client, params, options?)`. It carries its
 * definition, from which the client method, the query options and the service's route are made too.
 */
export type Action<TParameters, TReturnType> = {
  (client: EngagementClientBase, ...args: ActionArguments<TParameters>): Promise<TReturnType>
  /** The endpoint's definition: name, method, path, auth, inputs and reply. */
  readonly endpoint: TypedEndpoint<TParameters, TReturnType>
}

/**
 * Makes the function of one endpoint definition, typed from it; unused actions are dropped by bundlers (a pure call).
 * An endpoint of your own service works too: `defineAction(defineEndpoint({ … }))`.
 */
export function defineAction<const TEndpoint extends TypedEndpoint<any, any>>(endpoint: TEndpoint): Action<EndpointParameters<TEndpoint>, EndpointReturnType<TEndpoint>> {
  const action = (client: EngagementClientBase, parameters?: unknown, options?: CallOptions) => callClient(client, endpoint, parameters, options)
  return Object.assign(action, { endpoint })
}
