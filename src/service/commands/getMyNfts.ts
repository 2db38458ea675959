import { defineCommand } from '../Command.js'
import { memberNft } from '../rules/memberNft.js'
import { signedIn } from '../rules/requireRole.js'

/** Row 10: the caller's NFT in every entity they are a member of. */
export const getMyNftsCommand = defineCommand({
  input: () => undefined,
  async run(tx, { caller }) {
    const address = signedIn(caller)
    const nfts = []
    for (const entityId of await tx.entitiesOf(address)) {
      const entity = await tx.entity(entityId)
      const member = await tx.member(entityId, address)
      if (entity && member) nfts.push(await memberNft(tx, entity, member))
    }
    return nfts
  },
})
