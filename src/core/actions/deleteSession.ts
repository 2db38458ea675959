import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'

/** Parameters of {@link deleteSession}: none; the session is the one the call is signed with. */
export type DeleteSessionParameters = EndpointParameters<typeof deleteSessionEndpoint>
/** What {@link deleteSession} resolves to. */
export type DeleteSessionReturnType = EndpointReturnType<typeof deleteSessionEndpoint>

/**
 * The definition of {@link deleteSession}, from which its client method, query options and service route are made.
 * @extension 6
 * @hookDoc Ends the provider's session on the service (an engagekit extension), at once in every process; the signature is
 * refused from then on. `useSession().signOut()` calls it for you and also forgets the session on this device.
 */
export const deleteSessionEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'deleteSession',
  method: 'POST',
  path: 'session/delete',
})

/**
 * Signs out: ends the session the call is signed with (its address and signature), at once and in every process of
 * the service; that signature is refused (401) from then on (an engagekit extension).
 */
export const deleteSession = /* @__PURE__ */ defineAction(deleteSessionEndpoint)
