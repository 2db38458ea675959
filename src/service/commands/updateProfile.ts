import { profileWriteSchema } from '../../core/schemas/profileWrite.js'
import { defineCommand } from '../Command.js'
import { definedFields } from '../rules/definedFields.js'
import { isTimeZone } from '../leaderboard/periodWindow.js'
import { parseInput } from '../rules/parseInput.js'
import { pathAddress } from '../rules/pathAddress.js'
import { signedIn } from '../rules/requireRole.js'
import { tellEvents } from '../rules/tellEvents.js'
import { profileView } from '../rules/profileView.js'
import { ServiceError } from '../ServiceError.js'

/**
 * Row 27: the user's own profile (anyone else is forbidden before the body is read); fields left out keep their value.
 * A change is told to each entity the user is a member of (`profile.updated`, naming the fields that changed).
 */
export const updateProfileCommand = defineCommand({
  input: (raw, { caller }) => {
    const address = pathAddress(raw, 'userAddress')
    if (address !== signedIn(caller)) throw new ServiceError('forbidden', 'only the user themself may edit their profile')
    const fields = definedFields(parseInput(profileWriteSchema, raw.body()))
    if (fields.timeZone && !isTimeZone(fields.timeZone)) throw new ServiceError('invalid-input', 'timeZone must be an IANA time zone such as Europe/Paris or UTC', { field: 'timeZone' })
    return { address, fields }
  },
  async run(tx, context, { address, fields }) {
    const before = await tx.user(address)
    if (!before) throw new ServiceError('not-found', `user ${address} not found`)
    const after = await tx.updateProfile(address, fields)
    // A field never set reads as empty: setting it empty changes nothing.
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((field) => (before.profile[field] ?? '') !== (after.profile[field] ?? ''))
    if (changed.length > 0) {
      const entities = await tx.entitiesOf(address)
      const data = { address, fields: changed }
      await tellEvents(tx, context, entities.map((entityId) => ({ type: 'profile.updated', entityId, at: context.now, subject: address, audience: 'entity', data })))
    }
    return profileView(after, true)
  },
})
