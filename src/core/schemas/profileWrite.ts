import * as v from '../internal/schema.js'
import { emailSchema, httpUrlSchema, imageRefSchema } from './formats.js'
import { timeZoneFieldSchema } from './timeZone.js'
import { longTextSchema, requiredTextSchema, textSchema } from './primitives.js'

/** The body of a profile write (row 27): required fields present, email and links checked. */
export const profileWriteSchema = v.object({
  name: requiredTextSchema,
  imageUrl: imageRefSchema,
  bannerUrl: imageRefSchema,
  subtitle: textSchema,
  location: textSchema,
  twitter: textSchema,
  email: emailSchema,
  discordId: textSchema,
  linkedin: textSchema,
  instagram: textSchema,
  website: httpUrlSchema,
  expertise: v.optional(longTextSchema),
  goals: v.optional(longTextSchema),
  interests: v.optional(longTextSchema),
  helpWith: v.optional(longTextSchema),
  about: v.optional(longTextSchema),
  currentWork: v.optional(longTextSchema),
  funFacts: v.optional(longTextSchema),
  calendly: v.optional(httpUrlSchema),
  /** The IANA time zone the member's streak periods follow; '' clears it (the entity's, else UTC). */
  timeZone: v.optional(timeZoneFieldSchema),
})

/** Fields of a profile write (row 27). */
export type ProfileInput = v.InferInput<typeof profileWriteSchema>
