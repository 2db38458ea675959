import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { serviceInfoSchema } from '../schemas/serviceInfo.js'

/** Parameters of {@link getServiceInfo}: none. */
export type GetServiceInfoParameters = EndpointParameters<typeof getServiceInfoEndpoint>
/** What {@link getServiceInfo} resolves to. */
export type GetServiceInfoReturnType = EndpointReturnType<typeof getServiceInfoEndpoint>

/**
 * The definition of {@link getServiceInfo}, from which its client method, query options and service route are made.
 * @extension 2
 */
export const getServiceInfoEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getServiceInfo',
  method: 'GET',
  path: 'engagekit',
  auth: 'none',
  reply: serviceInfoSchema,
})

/**
 * What the service says of itself (an engagekit extension): its version and the extensions it offers
 * (`leaderboard`, `idempotency`, `api-keys`). A plain spec service answers 404: an `api` error of status 404.
 */
export const getServiceInfo = /* @__PURE__ */ defineAction(getServiceInfoEndpoint)
