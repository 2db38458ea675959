import * as v from '../internal/schema.js'
import { finiteNumberSchema, isPlainObject, looseTextSchema, nullableStringSchema, recordSchema } from './primitives.js'

/** One metadata attribute of a dynamic NFT (OpenSea metadata shape). */
export const nftAttributeSchema = recordSchema({
  trait_type: looseTextSchema,
  value: v.custom<string | number | boolean>((value) => ['string', 'number', 'boolean'].includes(typeof value), 'must be a string, number or boolean'),
})

/**
 * A dynamic NFT (the spec leaves the record open): its metadata follows the level the owner
 * has reached in the entity, and it carries the theme it is drawn with.
 */
export const dyNftSchema = recordSchema({
  id: v.string(),
  tokenId: looseTextSchema,
  entityID: looseTextSchema,
  owner: looseTextSchema,
  name: looseTextSchema,
  description: looseTextSchema,
  image: looseTextSchema,
  level: v.optional(finiteNumberSchema, 0),
  xp: v.optional(finiteNumberSchema),
  title: looseTextSchema,
  themeId: v.optional(nullableStringSchema),
  theme: v.optional(v.custom<Record<string, unknown> | null>((value) => value === null || isPlainObject(value), 'must be an object')),
  attributes: v.optional(v.array(nftAttributeSchema), []),
  updatedAt: v.optional(v.string()),
})

/** A dynamic NFT with its metadata. */
export type DyNft = v.InferOutput<typeof dyNftSchema>
