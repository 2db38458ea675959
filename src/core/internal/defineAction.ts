import type { CallOptions } from '../types.js'
import { callClient, type EngagementClientBase } from './clientBase.js'
import type { Endpoint } from './endpoint.js'

/** The arguments after the client: parameters may be left out where none are required. */
export type ActionArguments<TParameters> = {} extends TParameters ? [parameters?: TParameters, options?: CallOptions] : [parameters: TParameters, options?: CallOptions]

/**
 * One endpoint as a function of `engagekit/actions`: `getUserMetrics(client, params, options?)`. It carries its
 * definition, from which the client method, the query options and the sandbox route are made too.
 */
export type Action<TParameters, TReturnType> = {
  (client: EngagementClientBase, ...args: ActionArguments<TParameters>): Promise<TReturnType>
  /** The endpoint's definition: name, method, path, auth, inputs and reply shape. */
  readonly endpoint: Endpoint
}

/** Makes the function of one endpoint definition; unused actions are dropped by bundlers (a pure call). */
export function defineAction<TParameters, TReturnType>(endpoint: Endpoint): Action<TParameters, TReturnType> {
  const action = (client: EngagementClientBase, parameters?: TParameters, options?: CallOptions) => callClient<TReturnType>(client, endpoint, parameters, options)
  return Object.assign(action, { endpoint }) as Action<TParameters, TReturnType>
}
