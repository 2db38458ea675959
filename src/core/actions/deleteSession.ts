import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'

/** Parameters of {@link deleteSession}: none; the session is the one the call is signed with. */
export type DeleteSessionParameters = EndpointParameters<typeof deleteSessionEndpoint>
/** What {@link deleteSession} resolves to. */
export type DeleteSessionReturnType = EndpointReturnType<typeof deleteSessionEndpoint>

/** The definition of {@link deleteSession}, from which its client method, query options and service route are made. */
export const deleteSessionEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'deleteSession',
  method: 'POST',
  path: 'session/delete',
})

/**
 * Signs out: ends the session the call is signed with, at once and in every process of the service; its signature
 * is refused from then on (an engagekit extension).
 */
export const deleteSession = /* @__PURE__ */ defineAction(deleteSessionEndpoint)
