import * as v from '../internal/schema.js'
import { finiteNumberSchema, listSchema, longTextSchema, looseTextSchema, numericSchema, recordSchema, requiredTextSchema } from './primitives.js'

/**
 * A metric's cap on what one member may add to it in a day (the entity's time zone's day): a positive whole number,
 * as a number or numeric string, at most 2^53 − 1.
 */
export const metricCapSchema = v.pipe(
  numericSchema,
  v.check((value: number) => Number.isSafeInteger(value) && value >= 1, 'must be a positive whole number'),
)

/** A metric an entity tracks (row 1). */
export const metricSchema = recordSchema({
  id: v.string(),
  name: v.string(),
  description: looseTextSchema,
  type: looseTextSchema,
  /** How much one member may add to the metric in a day (positive counts), when capped (an engagekit extension). */
  maxPerMemberPerDay: v.optional(v.nullable(finiteNumberSchema)),
})

/** One of a user's counters (row 2): `counter` must be a number. */
export const userMetricSchema = recordSchema({
  metric: v.string(),
  counter: finiteNumberSchema,
})

/** The body of a single increment (row 3). */
export const incrementMetricSchema = v.object({ count: numericSchema })

/** The body of a multi-increment (row 4): parallel lists of equal length. */
export const incrementMetricsSchema = v.pipe(
  v.object({
    metrics: v.pipe(listSchema(requiredTextSchema), v.nonEmpty('needs at least one metric')),
    counts: listSchema(numericSchema),
  }),
  v.forward(
    v.check((body) => body.metrics.length === body.counts.length, 'must have one count per metric'),
    ['counts'],
  ),
)

/**
 * The body of a metric definition update (row 5), with engagekit's optional `maxPerMemberPerDay`: left out, the
 * metric keeps its cap; null removes it.
 */
export const metricUpdateSchema = v.object({
  name: requiredTextSchema,
  description: longTextSchema,
  type: requiredTextSchema,
  maxPerMemberPerDay: v.optional(v.nullable(metricCapSchema)),
})

/** A metric an entity tracks (row 1). */
export type Metric = v.InferOutput<typeof metricSchema>
/** A user's counter for one metric (row 2). */
export type UserMetric = v.InferOutput<typeof userMetricSchema>
/** Fields of a metric update (row 5). */
export type MetricUpdate = v.InferInput<typeof metricUpdateSchema>
