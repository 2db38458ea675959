import * as v from '../internal/schema.js'
import { entityStreakSchema } from './streak.js'
import { addressSchema, longTextSchema, looseTextSchema, nullableStringSchema, recordSchema, requiredTextSchema, textSchema } from './primitives.js'

/** An entity (community) as read (spec 2.1). `adminAddresses` is the sandbox's list of admins. */
export const entitySchema = recordSchema({
  id: v.string(),
  name: looseTextSchema,
  description: looseTextSchema,
  ownerAddress: v.optional(v.array(v.string()), []),
  adminAddresses: v.optional(v.array(v.string()), []),
  contracts: v.optional(v.array(v.unknown()), []),
  isEnabled: v.optional(v.boolean(), true),
  public: v.optional(v.boolean(), true),
  defaultDyNftThemeId: v.optional(nullableStringSchema),
  openseaSlug: looseTextSchema,
  twitter: looseTextSchema,
  discord: looseTextSchema,
  telegram: looseTextSchema,
  instagram: looseTextSchema,
  website: looseTextSchema,
  bannerURL: looseTextSchema,
  imageURL: looseTextSchema,
  communityURLAlias: looseTextSchema,
  createdAt: v.optional(v.string()),
  modifiedAt: v.optional(v.string()),
  __v: v.optional(v.number()),
  /** The IANA time zone of the entity's periods (streaks), for members who set none; null or missing: UTC. */
  timeZone: v.optional(nullableStringSchema),
  /** The entity's streak (set with `setStreak`), or null. */
  streak: v.optional(v.nullable(entityStreakSchema)),
})

/** A member of an entity as listed by row 8 (the spec leaves the record open; this is what the sandbox returns). */
export const entityUserSchema = recordSchema({
  address: v.string(),
  role: v.optional(v.custom<'owner' | 'admin' | 'member'>((value) => ['owner', 'admin', 'member'].includes(value as string), 'must be owner, admin or member'), 'member'),
  chain: v.optional(v.string()),
  joinedAt: v.optional(v.string()),
  /** From the member's profile, when they have one (engagekit's server and sandbox; the spec's records have none). */
  name: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  /** True when the owners left the member off the boards (an engagekit extension); missing or false otherwise. */
  hiddenFromBoards: v.optional(v.boolean()),
})

/** A non-empty list of EVM addresses; `message` says what the list needs. */
export const addressListSchema = (message: string) => v.pipe(v.array(addressSchema, 'must be a list of addresses'), v.nonEmpty(message))

/**
 * What the client checks before an entity update (row 7): row 7's fields, the name and the owners filled in, the
 * other required ones present. Their formats are the service's to judge (`entityUpdateSchema` in entityUpdate.ts,
 * which the sandbox applies); unknown fields are not sent.
 */
export const entityRequestEntries = {
  name: requiredTextSchema,
  description: longTextSchema,
  ownerAddresses: addressListSchema('needs at least one owner'),
  twitter: textSchema,
  discord: textSchema,
  website: textSchema,
  imageUrl: textSchema,
  contracts: v.optional(v.array(v.unknown(), 'must be a list')),
  openseaSlug: v.optional(textSchema),
  telegram: v.optional(textSchema),
  instagram: v.optional(textSchema),
  bannerUrl: v.optional(textSchema),
  defaultDyNftThemeId: v.optional(textSchema),
  id: v.optional(textSchema),
  public: v.optional(v.boolean()),
  /** The IANA time zone of the entity's periods (streaks) for members who set none; '' for none (UTC). */
  timeZone: v.optional(textSchema),
}

/** The body of a force-add (row 9). */
export const forceAddSchema = v.object({
  addresses: addressListSchema('needs at least one address'),
  Chain: requiredTextSchema,
})

/** An entity (spec 2.1); unknown fields from the service are kept. */
export type Entity = v.InferOutput<typeof entitySchema>
/** A member of an entity (row 8). */
export type EntityUser = v.InferOutput<typeof entityUserSchema>
