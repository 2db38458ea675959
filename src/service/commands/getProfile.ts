import { defineCommand } from '../Command.js'
import { pathAddress } from '../rules/pathAddress.js'
import { profileView } from '../rules/profileView.js'
import { ServiceError } from '../ServiceError.js'

/** Row 26: any user's profile, every field ('' when unset). */
export const getProfileCommand = defineCommand({
  input: (raw) => pathAddress(raw, 'userAddress'),
  async run(tx, _context, address) {
    const user = await tx.user(address)
    if (!user) throw new ServiceError('not-found', `user ${address} not found`)
    return profileView(user)
  },
})
