import * as v from '../internal/schema.js'
import { looseTextSchema, nullableStringSchema, recordSchema, requiredTextSchema } from './primitives.js'

/** An API key as listed: never the key itself. */
export const apiKeySchema = recordSchema({
  id: v.string(),
  name: looseTextSchema,
  /** The key's first characters, to tell keys apart. */
  prefix: looseTextSchema,
  createdAt: looseTextSchema,
  lastUsedAt: v.optional(nullableStringSchema, null),
})

/** A key just created: the key itself, shown this once. */
export const createdApiKeySchema = recordSchema({
  id: v.string(),
  name: looseTextSchema,
  key: v.string(),
})

/** The body of a key creation: a name to tell it apart (the bot or system that holds it). */
export const apiKeyCreateSchema = v.object({ name: v.pipe(requiredTextSchema, v.maxLength(100, 'is too long')) })

/** An API key as listed. */
export type ApiKey = v.InferOutput<typeof apiKeySchema>
/** A key just created, with the key. */
export type CreatedApiKey = v.InferOutput<typeof createdApiKeySchema>
