import * as v from '../internal/schema.js'
import { addressSchema, recordSchema } from './primitives.js'

/** The query of a user creation (row 25): the address, the token it signed, and the signature. */
export const userCreateSchema = v.object({
  UserETHAddress: addressSchema,
  // The signed text: kept exactly as given (never trimmed), or the signature would no longer match it.
  token: v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', 'is required'),
    v.maxLength(10_000, 'is too long'),
  ),
  signature: v.pipe(v.string(), v.check((value) => /^0x[0-9a-f]+$/i.test(value), 'must be a 0x-prefixed hex signature')),
})

/** What a user creation returns: the user's address and whether the user is new. */
export const userRecordSchema = recordSchema({
  address: v.string(),
  isNew: v.optional(v.boolean()),
  createdAt: v.optional(v.string()),
})

/** The registered user (row 25). */
export type UserRecord = v.InferOutput<typeof userRecordSchema>
