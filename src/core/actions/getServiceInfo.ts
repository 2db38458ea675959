import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { serviceInfoSchema, type ServiceInfo } from '../schemas/serviceInfo.js'

/** Parameters of {@link getServiceInfo}: none. */
export type GetServiceInfoParameters = Record<string, never>
/** What {@link getServiceInfo} resolves to. */
export type GetServiceInfoReturnType = ServiceInfo

/** The definition of {@link getServiceInfo}, from which its client method, query options and service route are made. */
export const getServiceInfoEndpoint: Endpoint = {
  name: 'getServiceInfo',
  path: 'engagekit',
  auth: 'none',
  read: { schema: serviceInfoSchema },
}

/**
 * What the service says of itself (an engagekit extension): its version and the extensions it offers
 * (`leaderboard`, `idempotency`, `api-keys`). A plain spec service answers 404: an `api` error of status 404.
 */
export const getServiceInfo = /* @__PURE__ */ defineAction<GetServiceInfoParameters, GetServiceInfoReturnType>(getServiceInfoEndpoint)
