import * as v from '../internal/schema.js'
import { engagementEventTypes, type EngagementEventType } from './events.js'
import { forbiddenCharacter } from './forbiddenCharacter.js'
import { looseTextSchema, nullableStringSchema, recordSchema } from './primitives.js'

/** Most characters a webhook's URL may have. */
export const maxWebhookUrlLength = 2_000

/**
 * Where a webhook is sent: an absolute `http:` or `https:` URL without credentials or a fragment. Whether its host
 * may be reached (no loopback, private or metadata address) is the service's check, not the schema's.
 */
export const webhookUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(maxWebhookUrlLength, 'is too long'),
  v.check((value: string) => {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return false
    }
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '' && url.hash === ''
  }, 'must be an http(s) URL without a user, a password or a fragment'),
)

/** An event type a webhook can ask for. */
export const webhookEventTypeSchema = v.custom<EngagementEventType>(
  (value) => engagementEventTypes.includes(value as EngagementEventType),
  `must be one of ${engagementEventTypes.join(', ')}`,
  { type: 'string', enum: engagementEventTypes },
)

/** The body of a webhook's creation: where to send, which event types (all when left out), and a note for people. */
export const webhookCreateSchema = v.object({
  url: webhookUrlSchema,
  events: v.optional(v.pipe(v.array(webhookEventTypeSchema), v.maxLength(engagementEventTypes.length * 4, 'is too long'))),
  description: v.optional(
    v.pipe(
      v.string(),
      v.check((value: string) => forbiddenCharacter(value, false) === undefined, (value: string) => forbiddenCharacter(value, false)!),
      v.maxLength(500, 'is too long'),
    ),
  ),
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

const nullableNumberSchema = v.custom<number | null>((value) => value === null || typeof value === 'number', 'must be a number', { type: ['number', 'null'] })

/**
 * One event's delivery to one webhook: `messageId` is the `webhook-id` header, the same on every attempt; `status`
 * `pending` (to be tried at `nextAttemptAt`), `delivered` (a 2xx) or `failed` (given up).
 */
export const webhookDeliverySchema = recordSchema({
  id: v.string(),
  messageId: v.string(),
  eventId: v.number(),
  event: v.string(),
  status: v.custom<'pending' | 'delivered' | 'failed'>((value) => ['pending', 'delivered', 'failed'].includes(value as string), 'must be pending, delivered or failed', {
    type: 'string',
    enum: ['pending', 'delivered', 'failed'],
  }),
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
