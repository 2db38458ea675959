import { memberUpdateSchema } from '../../core/schemas/memberUpdate.js'
import { defineCommand } from '../Command.js'
import { memberView } from '../rules/memberView.js'
import { parseInput } from '../rules/parseInput.js'
import { pathAddress } from '../rules/pathAddress.js'
import { ServiceError } from '../ServiceError.js'

/**
 * Hides a member from the boards or shows them again (an engagekit extension; owners and admins): 'not-found' for an
 * address that is no member. The member keeps their counters; the boards' counts move in the same transaction.
 * Answers the member as row 8 lists them.
 */
export const updateMemberCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => ({ user: pathAddress(raw, 'userAddress'), ...parseInput(memberUpdateSchema, raw.body()) }),
  async run(tx, { entity }, { user, hiddenFromBoards }) {
    const member = await tx.member(entity.id, user)
    if (!member) throw new ServiceError('not-found', `user ${user} is not a member of entity ${entity.id}`)
    const updated = member.hiddenFromBoards === true === hiddenFromBoards ? member : await tx.setHiddenFromBoards(entity.id, user, hiddenFromBoards)
    const [profile] = await tx.usersOf([user])
    return memberView(entity, updated, profile?.profile)
  },
})
