import * as v from '../internal/schema.js'
import { httpUrlSchema, imageRefSchema } from './formats.js'
import { addressListSchema } from './entity.js'
import { timeZoneFieldSchema } from './timeZone.js'
import { longTextSchema, requiredTextSchema, textSchema } from './primitives.js'

/** The body of an entity update (row 7); note the write-side spellings `ownerAddresses`, `imageUrl`, `bannerUrl`. */
export const entityUpdateSchema = v.object({
  name: requiredTextSchema,
  description: longTextSchema,
  ownerAddresses: addressListSchema('needs at least one owner'),
  twitter: textSchema,
  discord: textSchema,
  website: httpUrlSchema,
  imageUrl: imageRefSchema,
  contracts: v.optional(v.array(v.unknown(), 'must be a list')),
  openseaSlug: v.optional(textSchema),
  telegram: v.optional(textSchema),
  instagram: v.optional(textSchema),
  bannerUrl: v.optional(imageRefSchema),
  defaultDyNftThemeId: v.optional(textSchema),
  id: v.optional(textSchema),
  /** Whether strangers may read the entity; false keeps it to its members, admins, owners and API keys. */
  public: v.optional(v.boolean()),
  /** The IANA time zone of the entity's periods (streaks) for members who set none; '' clears it (UTC). */
  timeZone: v.optional(timeZoneFieldSchema),
})

/** Fields of an entity update (row 7). */
export type EntityUpdate = v.InferInput<typeof entityUpdateSchema>
