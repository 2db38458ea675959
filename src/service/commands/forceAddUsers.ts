import { forceAddSchema } from '../../core/schemas/entity.js'
import { defineCommand } from '../Command.js'
import { memberView } from '../rules/memberView.js'
import { parseInput } from '../rules/parseInput.js'
import { joinedEvents, tellEvents } from '../rules/tellEvents.js'
import { ServiceError } from '../ServiceError.js'

/** Row 9: adds the addresses that are not members yet, once each, with the chain given; the members added (a `member.joined` event each). */
export const forceAddUsersCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw, { limits }) => {
    const { addresses, Chain } = parseInput(forceAddSchema, raw.body())
    const distinct = [...new Set(addresses)]
    if (distinct.length > limits.maxForceAdd) throw new ServiceError('invalid-input', `addresses must have at most ${limits.maxForceAdd} items`)
    return { addresses: distinct, chain: Chain }
  },
  async run(tx, context, { addresses, chain }) {
    const { entity, now, limits } = context
    const added = await tx.join(entity.id, addresses, { chain, maxMembers: limits.maxMembersPerEntity, now })
    await tellEvents(tx, context, joinedEvents(entity.id, added, now))
    return added.map((member) => memberView(entity, member))
  },
})
