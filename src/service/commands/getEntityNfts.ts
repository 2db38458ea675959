import { defineCommand } from '../Command.js'
import { memberNft } from '../rules/memberNft.js'
import { signedIn } from '../rules/requireRole.js'

/** Row 11: the caller's NFT in the entity, or none when they are not a member. */
export const getEntityNftsCommand = defineCommand({
  entity: 'path',
  input: () => undefined,
  async run(tx, { entity, caller }) {
    const member = await tx.member(entity.id, signedIn(caller))
    return member ? [await memberNft(tx, entity, member)] : []
  },
})
