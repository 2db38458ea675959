import { defineCommand } from '../Command.js'
import { lazyList } from '../rules/lazyList.js'
import { memberView } from '../rules/memberView.js'

/** Row 8: the entity's members with their roles, in the order they joined. */
export const listEntityUsersCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: () => undefined,
  async run(tx, { entity }) {
    const profiles = new Map((await tx.memberUsers(entity.id)).map((user) => [user.address, user.profile]))
    return lazyList(await tx.members(entity.id), (member) => memberView(entity, member, profiles.get(member.address)))
  },
})
