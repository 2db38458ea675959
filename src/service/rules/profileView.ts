import { contactProfileFields, profileFields } from '../../core/schemas/profile.js'
import type { UserRecord } from '../store/Store.js'

const contact = new Set<string>(contactProfileFields)

/**
 * A profile as row 26 reads it: the address and every field of spec 2.6, '' when unset; without `withContact`, the
 * contact fields (email, discordId, linkedin, calendly) are left out. The member's `timeZone` only when they set one.
 */
export function profileView(user: UserRecord, withContact: boolean): Record<string, string> {
  const shown = withContact ? profileFields : profileFields.filter((field) => !contact.has(field))
  const timeZone = user.profile.timeZone
  return { address: user.address, ...Object.fromEntries(shown.map((field) => [field, user.profile[field] ?? ''])), ...(timeZone && { timeZone }) }
}
