import * as v from 'valibot'
import { emailSchema, httpUrlSchema, imageRefSchema, looseTextSchema, recordSchema, requiredTextSchema, textSchema } from './primitives.js'

/** Every profile field of spec 2.6, in display order. */
export const profileFields = [
  'name', 'subtitle', 'imageUrl', 'bannerUrl', 'location', 'about', 'currentWork', 'expertise', 'goals', 'interests',
  'helpWith', 'funFacts', 'email', 'website', 'twitter', 'discordId', 'linkedin', 'instagram', 'calendly',
] as const

/** Fields a profile write must carry (spec 2.6). */
export const requiredProfileFields = [
  'name', 'imageUrl', 'bannerUrl', 'subtitle', 'location', 'twitter', 'email', 'discordId', 'linkedin', 'instagram', 'website',
] as const

/** A profile field name. */
export type ProfileField = (typeof profileFields)[number]

/** A user profile as read (row 26); a missing or null field reads as ''. */
export const profileSchema = recordSchema({
  address: v.optional(v.string()),
  ...(Object.fromEntries(profileFields.map((field) => [field, looseTextSchema])) as Record<ProfileField, typeof looseTextSchema>),
})

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
  expertise: v.optional(textSchema),
  goals: v.optional(textSchema),
  interests: v.optional(textSchema),
  helpWith: v.optional(textSchema),
  about: v.optional(textSchema),
  currentWork: v.optional(textSchema),
  funFacts: v.optional(textSchema),
  calendly: v.optional(httpUrlSchema),
})

/** A user profile (spec 2.6). */
export type Profile = v.InferOutput<typeof profileSchema>
/** Fields of a profile write (row 27). */
export type ProfileInput = v.InferInput<typeof profileWriteSchema>
