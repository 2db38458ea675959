import type { StoredEvent, Store } from '../store/Store.js'
import type { DeliveryRecord, WebhookRecord } from '../store/WebhookTransaction.js'
import { disableAfterMs, nextAttemptDelayMs } from './retrySchedule.js'
import { signWebhook } from './signWebhook.js'
import type { WebhookSender } from './WebhookSender.js'

/** Options of {@link createWebhookDispatcher}. */
export type WebhookDispatcherOptions = {
  store: Store
  /** Sends one attempt (the Node server's checks addresses after DNS; the sandbox in a browser uses fetch). */
  send: WebhookSender
  /** Whether loopback, private, link-local and metadata addresses may be reached; default false. */
  allowPrivate?: boolean
  /** The clock of schedules and timestamps; default the real time. */
  now?: () => Date
  /** A number in [0, 1) for the retries' jitter; default Math.random. */
  random?: () => number
  /** Deliveries claimed, and attempted side by side, per pass; default 16. */
  batch?: number
  /** How long deliveries are kept once delivered or failed, in ms; default 7 days. */
  keepDeliveriesMs?: number
  /** Told about a pass that failed (the store did not answer); never given a secret or a signature. */
  onError?: (error: unknown) => void
}

/** Runs the webhooks' deliveries over a store: in every process of a service, none sending an event twice at once. */
export type WebhookDispatcher = {
  /**
   * One pass: turns the events past each enabled webhook's cursor into deliveries, then claims the deliveries due
   * and attempts them, recording what each got. Resolves with how many were attempted.
   */
  runOnce(): Promise<number>
  /** Runs passes every `intervalMs` (and at once after `wake`) until `stop`. */
  start(intervalMs?: number): void
  /**
   * Asks for a pass soon (a write has just added events); while the last pass found no webhook, the next timed one
   * will do, unless `webhooksChanged` (the write added or changed one).
   */
  wake(webhooksChanged?: boolean): void
  /** Stops after the pass under way, which it waits for. */
  stop(): Promise<void>
}

/** How long an attempt may take: 15 s. */
export const webhookTimeoutMs = 15_000
/**
 * How long a claimed delivery is held for its attempt (its timeout and 5 s to record the outcome): past it, another
 * process (or this one, restarted) takes it, as its holder died.
 */
const leaseMs = webhookTimeoutMs + 5_000
/** Events read per webhook per pass. */
const eventsPerPass = 500
/** Webhooks read per transaction of a pass. */
const hooksPerTransaction = 50
/** How often old deliveries are removed (at most), and how many at a time. */
const pruneEveryMs = 10 * 60_000
const pruneBatch = 5_000
/** The least time between the starts of two passes a write woke: under many writes a second, one pass serves many. */
const wokenGapMs = 25

/** A delivery's `webhook-id`: from the event (its id and time), so every attempt, and a retry, carries the same. */
export const messageIdOf = (event: StoredEvent): string => `msg_${event.id}_${Date.parse(event.at).toString(36)}`

/** What a delivery POSTs: `{ type, timestamp, data }`, `data` the event's with its entity and id. */
export const deliveryBody = (event: StoredEvent): string =>
  JSON.stringify({ type: event.type, timestamp: event.at, data: { entityId: event.entityId, eventId: event.id, ...event.data } })

const isDelivered = (status: number | undefined) => status !== undefined && status >= 200 && status < 300

/**
 * The webhooks' dispatcher (docs/api.md, "Webhooks"). Each pass works in short transactions: one reads the outbox past
 * each webhook's cursor into deliveries (a delivery per webhook and event, made once), one claims the deliveries due
 * (held for 20 s, so another process passes them by and takes them over only if this one died), and one per
 * attempt records its outcome: delivered on a 2xx; on anything else tried again after 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h and 10 h (with jitter, or the endpoint's longer `Retry-After`), then failed; a 410 or 5 days of failures
 * disable the webhook. Everything it needs is in the store, so it survives a `kill -9`.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { store, send, allowPrivate = false, now = () => new Date(), random = Math.random, batch = 16, keepDeliveriesMs = 7 * 24 * 3600_000 } = options
  let prunedAt = Number.NEGATIVE_INFINITY
  let running: Promise<number> | undefined
  let again = false
  let passStarted = Number.NEGATIVE_INFINITY
  let stopped = true
  let timer: ReturnType<typeof setTimeout> | undefined
  let interval = 1_000
  /**
   * The last pass found no enabled webhook and nothing to attempt: writes then wake nothing (a busy service would
   * otherwise look for webhooks after every write), and the next timed pass looks again, within `interval`.
   */
  let quiet = false
  let hooksSeen = 0

  async function collect(): Promise<void> {
    const at = now().toISOString()
    let after: string | undefined = ''
    while (after !== undefined) after = await collectPage(after, at)
    const nowMs = Date.parse(at)
    if (Math.abs(nowMs - prunedAt) >= pruneEveryMs) {
      prunedAt = nowMs
      await store.run((tx) => tx.pruneDeliveries(new Date(nowMs - keepDeliveriesMs).toISOString(), pruneBatch), { write: true })
    }
  }

  /** Turns the events of a page of webhooks (after the id `after`) into deliveries; the last id of a full page. */
  function collectPage(after: string, at: string): Promise<string | undefined> {
    return store.run(
      async (tx) => {
        const hooks = await tx.claimWebhooks(after, hooksPerTransaction)
        hooksSeen += hooks.length
        for (const hook of hooks) {
          const events = await tx.eventsAfter(hook.entityId, hook.cursor, eventsPerPass)
          if (events.length === 0) continue
          const wanted = events.filter((event) => hook.events.length === 0 || hook.events.includes(event.type))
          await tx.addDeliveries(
            wanted.map((event) => ({
              webhookId: hook.id,
              eventId: event.id,
              type: event.type,
              messageId: messageIdOf(event),
              body: deliveryBody(event),
              status: 'pending',
              attempts: 0,
              nextAttemptAt: at,
              lastAttemptAt: null,
              responseCode: null,
              durationMs: null,
              error: null,
              createdAt: at,
            })),
          )
          await tx.updateWebhook(hook.id, { cursor: events.at(-1)!.id })
        }
        return hooks.length === hooksPerTransaction ? hooks.at(-1)!.id : undefined
      },
      { write: true },
    )
  }

  async function claim(): Promise<{ delivery: DeliveryRecord; hook: WebhookRecord }[]> {
    const at = now()
    return store.run(
      async (tx) => {
        const claimed: { delivery: DeliveryRecord; hook: WebhookRecord }[] = []
        const leased = new Date(at.getTime() + leaseMs).toISOString()
        for (const delivery of await tx.claimDeliveries(at.toISOString(), batch)) {
          const hook = await tx.webhook(delivery.webhookId)
          if (!hook) continue
          await tx.updateDelivery(delivery.id, { nextAttemptAt: leased })
          claimed.push({ delivery, hook })
        }
        return claimed
      },
      { write: true },
    )
  }

  async function attempt(delivery: DeliveryRecord, hook: WebhookRecord): Promise<void> {
    const started = now()
    const secrets = [hook.secret]
    if (hook.previousSecret !== null && hook.previousSecretUntil !== null && hook.previousSecretUntil > started.toISOString()) secrets.push(hook.previousSecret)
    const timestamp = Math.floor(started.getTime() / 1000)
    const signature = await signWebhook(secrets, delivery.messageId, timestamp, delivery.body)
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'engagekit-webhooks',
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    }
    const clock = performance.now()
    const response = await send({ url: hook.url, headers, body: delivery.body, timeoutMs: webhookTimeoutMs, allowPrivate }).catch((error: unknown) => ({
      status: undefined,
      error: error instanceof Error ? error.message : 'the attempt failed',
    }))
    const durationMs = Math.round(performance.now() - clock)
    await record(delivery, response, durationMs)
  }

  async function record(delivery: DeliveryRecord, response: Awaited<ReturnType<WebhookSender>>, durationMs: number): Promise<void> {
    const at = now()
    const iso = at.toISOString()
    await store.run(
      async (tx) => {
        const hook = await tx.webhook(delivery.webhookId)
        // Deleted meanwhile: its deliveries went with it.
        if (!hook) return
        const status = response.status
        const attempts = delivery.attempts + 1
        const base = { attempts, lastAttemptAt: iso, responseCode: status ?? null, durationMs, error: status === undefined ? response.error : null }
        if (isDelivered(status)) {
          await tx.updateDelivery(delivery.id, { ...base, status: 'delivered', nextAttemptAt: null })
          if (hook.failingSince !== null) await tx.updateWebhook(hook.id, { failingSince: null })
          return
        }
        const error = status === undefined ? response.error : `the endpoint answered ${status}`
        const failingSince = hook.failingSince ?? iso
        if (status === 410) {
          await tx.updateDelivery(delivery.id, { ...base, error, status: 'failed', nextAttemptAt: null })
          await tx.updateWebhook(hook.id, { failingSince, disabledAt: iso, disabledReason: 'the endpoint answered 410 Gone' })
          return
        }
        if (at.getTime() - Date.parse(failingSince) >= disableAfterMs) {
          await tx.updateDelivery(delivery.id, { ...base, error, status: 'failed', nextAttemptAt: null })
          await tx.updateWebhook(hook.id, { failingSince, disabledAt: iso, disabledReason: 'the endpoint failed for 5 days' })
          return
        }
        const retryAfter = 'retryAfterSeconds' in response ? response.retryAfterSeconds : undefined
        const delay = nextAttemptDelayMs(attempts, random(), retryAfter)
        await tx.updateDelivery(delivery.id, {
          ...base,
          error,
          status: delay === undefined ? 'failed' : 'pending',
          nextAttemptAt: delay === undefined ? null : new Date(at.getTime() + delay).toISOString(),
        })
        if (hook.failingSince === null) await tx.updateWebhook(hook.id, { failingSince })
      },
      { write: true },
    )
  }

  async function pass(): Promise<number> {
    hooksSeen = 0
    await collect()
    const claimed = await claim()
    quiet = hooksSeen === 0 && claimed.length === 0
    await Promise.all(claimed.map(({ delivery, hook }) => attempt(delivery, hook)))
    return claimed.length
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = pass().finally(() => {
      running = undefined
    })
    return running
  }

  /** When a woken pass may start: at once, or `wokenGapMs` after the last one started. */
  const soon = () => Math.max(0, passStarted + wokenGapMs - performance.now())

  function schedule(delayMs: number): void {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void loop(), delayMs)
  }

  async function loop(): Promise<void> {
    timer = undefined
    let attempted = 0
    try {
      again = false
      passStarted = performance.now()
      attempted = await runOnce()
    } catch (error) {
      options.onError?.(error)
    }
    // A full batch: go on at once; a wake during the pass: soon.
    schedule(attempted >= batch ? 0 : again ? soon() : interval)
  }

  return {
    runOnce,
    start(intervalMs = 1_000) {
      interval = intervalMs
      if (!stopped) return
      stopped = false
      schedule(0)
    },
    wake(webhooksChanged = false) {
      if (webhooksChanged) quiet = false
      if (stopped || quiet) return
      if (running) again = true
      else if (timer !== undefined) schedule(soon())
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await running?.catch(() => undefined)
    },
  }
}
