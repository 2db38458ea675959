import { defineCommand } from '../Command.js'
import { pathAddress } from '../rules/pathAddress.js'
import { profileView } from '../rules/profileView.js'
import { readsContact } from '../rules/readsContact.js'
import { ServiceError } from '../ServiceError.js'

/**
 * Row 26: any user's profile, every field ('' when unset); its contact fields only for the user themself and the
 * admins and owners of an entity the user is a member of.
 */
export const getProfileCommand = defineCommand({
  input: (raw) => pathAddress(raw, 'userAddress'),
  async run(tx, { caller }, address) {
    const user = await tx.user(address)
    if (!user) throw new ServiceError('not-found', `user ${address} not found`)
    return profileView(user, await readsContact(tx, caller, user.address))
  },
})
