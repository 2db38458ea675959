import * as v from '../internal/schema.js'
import type { EngagementEventType } from './events.js'
import { looseTextSchema, nullableStringSchema, recordSchema, textSchema } from './primitives.js'

/** Most characters a webhook's URL may have. */
export const maxWebhookUrlLength = 2_000

/**
 * Where a webhook is sent: an absolute `http:` or `https:` URL, at most 2,000 characters. Its form (no user, password
 * or fragment) and whether its host may be reached are the service's checks, as for every link (docs/api.md).
 */
export const webhookUrlSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(maxWebhookUrlLength, 'is too long'))

/**
 * An event type a webhook can ask for (`metric.incremented`): any text here, so the client carries no list of the
 * types; the service refuses a type it does not write (docs/api.md, "Events").
 */
export const webhookEventTypeSchema = v.custom<EngagementEventType>((value) => typeof value === 'string', 'must be a string', { type: 'string' })

/** The body of a webhook's creation: where to send, which event types (all when left out), and a note for people. */
export const webhookCreateSchema = v.object({
  url: webhookUrlSchema,
  events: v.optional(v.pipe(v.array(webhookEventTypeSchema), v.maxLength(50, 'is too long'))),
  /** At most 500 characters (the service's check). */
  description: v.optional(textSchema),
})

/**
 * A webhook as listed: never its secret. `events` is empty for every type. `disabledAt` and `disabledReason` are set
 * once the service stopped sending (the endpoint answered 410, or failed for 5 days).
 */
export const webhookSchema = recordSchema({
  id: v.string(),
  url: v.string(),
  events: v.array(v.string()),
  description: looseTextSchema,
  createdAt: looseTextSchema,
  disabledAt: v.optional(nullableStringSchema, null),
  disabledReason: v.optional(nullableStringSchema, null),
})

/** A webhook just created, or its secret just rotated: the secret (`whsec_…`), shown this once. */
export const createdWebhookSchema = recordSchema({
  id: v.string(),
  url: v.string(),
  events: v.array(v.string()),
  secret: v.string(),
})

const nullableNumberSchema = v.nullable(v.number())

/**
 * One event's delivery to one webhook: `messageId` is the `webhook-id` header, the same on every attempt; `status`
 * `pending` (to be tried at `nextAttemptAt`), `delivered` (a 2xx) or `failed` (given up).
 */
export const webhookDeliverySchema = recordSchema({
  id: v.string(),
  messageId: v.string(),
  eventId: v.number(),
  event: v.string(),
  /** `pending`, `delivered` or `failed`. */
  status: v.custom<'pending' | 'delivered' | 'failed'>((value) => typeof value === 'string', 'must be a string', { type: 'string', enum: ['pending', 'delivered', 'failed'] }),
  attempts: v.number(),
  responseCode: v.optional(nullableNumberSchema, null),
  durationMs: v.optional(nullableNumberSchema, null),
  error: v.optional(nullableStringSchema, null),
  createdAt: looseTextSchema,
  lastAttemptAt: v.optional(nullableStringSchema, null),
  nextAttemptAt: v.optional(nullableStringSchema, null),
})

/** A webhook as listed. */
export type Webhook = v.InferOutput<typeof webhookSchema>
/** A webhook just created or rotated, with its secret. */
export type CreatedWebhook = v.InferOutput<typeof createdWebhookSchema>
/** One event's delivery to one webhook. */
export type WebhookDelivery = v.InferOutput<typeof webhookDeliverySchema>
