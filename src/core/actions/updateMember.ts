import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { entityUserSchema } from '../schemas/entity.js'
import { memberUpdateSchema } from '../schemas/memberUpdate.js'

/** Parameters of {@link updateMember}: the entity, the member's address and `hiddenFromBoards`. */
export type UpdateMemberParameters = EndpointParameters<typeof updateMemberEndpoint>
/** What {@link updateMember} resolves to: the member as the list of members shows them, with `hiddenFromBoards`. */
export type UpdateMemberReturnType = EndpointReturnType<typeof updateMemberEndpoint>

/**
 * The definition of {@link updateMember}, from which its client method, mutation options, hook and service route are made.
 * @extension 23
 * @invalidates listEntityUsers getLeaderboard
 * @hookDoc Hides a member from the boards or shows them again (owners and admins; an engagekit extension).
 */
export const updateMemberEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'updateMember',
  method: 'POST',
  input: memberUpdateSchema.entries,
  path: 'entities/:entityId/users/:userAddress/update',
  reply: entityUserSchema,
})

/**
 * Hides a member from the boards, or shows them again (an engagekit extension; owners and admins): staff, bots and
 * test wallets keep their counters but appear on no board, in no rank and in no count of ranked members while
 * `hiddenFromBoards` is true. Answers the member as the list of members shows them.
 */
export const updateMember = /* @__PURE__ */ defineAction(updateMemberEndpoint)
