import { profileFields } from '../../core/schemas/profile.js'
import type { UserRecord } from '../store/Store.js'

/** A profile as row 26 reads it: the address and every field of spec 2.6, '' when unset. */
export function profileView(user: UserRecord): Record<string, string> {
  return { address: user.address, ...Object.fromEntries(profileFields.map((field) => [field, user.profile[field] ?? ''])) }
}
