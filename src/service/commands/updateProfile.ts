import { profileWriteSchema } from '../../core/schemas/profileWrite.js'
import { defineCommand } from '../Command.js'
import { definedFields } from '../rules/definedFields.js'
import { parseInput } from '../rules/parseInput.js'
import { pathAddress } from '../rules/pathAddress.js'
import { signedIn } from '../rules/requireRole.js'
import { profileView } from '../rules/profileView.js'
import { ServiceError } from '../ServiceError.js'

/** Row 27: the user's own profile (anyone else is forbidden before the body is read); fields left out keep their value. */
export const updateProfileCommand = defineCommand({
  input: (raw, { caller }) => {
    const address = pathAddress(raw, 'userAddress')
    if (address !== signedIn(caller)) throw new ServiceError('forbidden', 'only the user themself may edit their profile')
    return { address, fields: definedFields(parseInput(profileWriteSchema, raw.body())) }
  },
  async run(tx, _context, { address, fields }) {
    if (!(await tx.user(address))) throw new ServiceError('not-found', `user ${address} not found`)
    return profileView(await tx.updateProfile(address, fields), true)
  },
})
