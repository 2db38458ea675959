import * as v from '../internal/schema.js'
import { longTextSchema, looseTextSchema, recordSchema, requiredTextSchema, textSchema } from './primitives.js'

/** Every profile field of spec 2.6, in display order. */
export const profileFields = [
  'name', 'subtitle', 'imageUrl', 'bannerUrl', 'location', 'about', 'currentWork', 'expertise', 'goals', 'interests',
  'helpWith', 'funFacts', 'email', 'website', 'twitter', 'discordId', 'linkedin', 'instagram', 'calendly',
] as const

/** Fields a profile write must carry (spec 2.6). */
export const requiredProfileFields = [
  'name', 'imageUrl', 'bannerUrl', 'subtitle', 'location', 'twitter', 'email', 'discordId', 'linkedin', 'instagram', 'website',
] as const

/** Fields of long text, which may hold tabs and line breaks (the others are one line). */
export const longProfileFields = ['about', 'currentWork', 'expertise', 'goals', 'interests', 'helpWith', 'funFacts'] as const

/**
 * The fields only the user themself and the admins and owners of an entity they are a member of read (row 26):
 * how to reach them. Everyone else gets the rest of the profile.
 */
export const contactProfileFields = ['email', 'discordId', 'linkedin', 'calendly'] as const

/** A profile field name. */
export type ProfileField = (typeof profileFields)[number]

/** A user profile as read (row 26); a missing or null field reads as ''. */
export const profileSchema = recordSchema({
  address: v.optional(v.string()),
  ...(Object.fromEntries(profileFields.map((field) => [field, looseTextSchema])) as Record<ProfileField, typeof looseTextSchema>),
  /** The IANA time zone the member's streak periods follow, when they set one (engagekit's service). */
  timeZone: v.optional(v.string()),
})

/** A user profile (spec 2.6). */
export type Profile = v.InferOutput<typeof profileSchema>

/**
 * What the client checks before a profile write (row 27): the name filled in, the other fields spec 2.6 requires
 * present (they may be empty), the rest optional. Formats are the service's to judge (`profileWriteSchema` in
 * profileWrite.ts, which the sandbox and ProfileEditor apply); unknown fields are not sent.
 */
export const profileRequestEntries = {
  ...(Object.fromEntries(
    profileFields.map((field) => [
      field,
      field === 'name'
        ? requiredTextSchema
        : (requiredProfileFields as readonly string[]).includes(field)
          ? textSchema
          : v.optional((longProfileFields as readonly string[]).includes(field) ? longTextSchema : textSchema),
    ]),
  ) as {
    [K in ProfileField]: K extends 'name' ? typeof requiredTextSchema : K extends (typeof requiredProfileFields)[number] ? typeof textSchema : v.OptionalSchema<typeof textSchema>
  }),
  /** The IANA time zone the member's streak periods follow (engagekit's service); '' clears it. */
  timeZone: v.optional(textSchema),
}
