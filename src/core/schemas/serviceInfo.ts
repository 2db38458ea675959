import * as v from '../internal/schema.js'
import { looseTextSchema, recordSchema } from './primitives.js'

/**
 * What a service says of itself at `GET /api/engagekit` (an engagekit extension; a plain spec service answers 404):
 * its version and the extensions it offers.
 */
export const serviceInfoSchema = recordSchema({
  version: looseTextSchema,
  features: v.array(v.string()),
})

/** What a service says of itself. */
export type ServiceInfo = v.InferOutput<typeof serviceInfoSchema>
