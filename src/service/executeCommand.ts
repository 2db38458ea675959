import type { AuthMode } from '../core/internal/transport.js'
import { authenticate, type Authenticated, type Credentials } from './auth/authenticate.js'
import { canonicalSignature } from './auth/canonicalSignature.js'
import type { Command, CommandContext, RawInput } from './Command.js'
import { ConcurrentWrite } from './ConcurrentWrite.js'
import type { ResolvedLimits } from './limits.js'
import { findEntity } from './rules/findEntity.js'
import { giverOf } from './rules/giverOf.js'
import { requireRole } from './rules/requireRole.js'
import { ServiceError } from './ServiceError.js'
import type { SessionPolicy } from './sessionPolicy.js'
import type { Store, Transaction } from './store/Store.js'

/** How long the first answer to a write with an `Idempotency-Key` is replayed. */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000

/** A write's `Idempotency-Key` and what identifies the request it came with (method, path and body, hashed). */
export type IdempotentRequest = { key: string; request: string }

/** One call of a command: who calls, with what, when. */
export type CommandCall = {
  raw: RawInput
  credentials: Credentials
  /**
   * Who calls, when the call was authorised before (a journaled write carried out again at start): the session or
   * key is not checked again.
   */
  authenticated?: Authenticated
  /** The session the endpoint takes (its definition's `auth`). */
  auth: AuthMode
  /** Whether the command may change data (a write runs in a transaction). */
  write: boolean
  /** The time of the call, ISO 8601. */
  now: string
  limits: ResolvedLimits
  sessionPolicy: SessionPolicy
  /** Who the rate limits count against (the client's network address); null for a call that is not counted. */
  client: string | null
  /** For commands that take one: the write's `Idempotency-Key`. */
  idempotency?: IdempotentRequest | undefined
}

/**
 * What a call resolved to: the command's result, whether it is the replayed first answer of an idempotent write, and
 * who called (nobody for a call that needs no session).
 */
export type CallOutcome<TResult> = { result: TResult; replayed: boolean; who: Authenticated }


/**
 * Runs a command over a store, checking in this order: the session or API key ('unauthorized'), the entity in the
 * path ('not-found') and the caller's role or key ('forbidden'), then an idempotent write's earlier answer, the
 * input ('invalid-input'), and the command's own checks. A write runs whole in one transaction: a refusal at any
 * point changes nothing.
 */
export async function executeCall<TResult>(store: Store, command: Command<unknown, TResult>, call: CommandCall): Promise<CallOutcome<TResult>> {
  const { raw, credentials, auth, write, now, limits, sessionPolicy } = call
  const base = { now, limits, sessionPolicy, caller: null, apiKey: null }
  if (command.entity === undefined && command.throttle) {
    // Counted before the work it guards (a signature check) and whatever its outcome: in a transaction of its own.
    let input: unknown = command.input(raw, base)
    const perMinute = limits.registrationsPerMinute
    if (perMinute !== false && call.client !== null) {
      const wait = await store.throttle(`${command.throttle}:${call.client}`, perMinute, Date.parse(now))
      if (wait !== undefined) {
        throw new ServiceError('rate-limited', `too many ${command.throttle} from this address: at most ${perMinute} a minute, try again in ${wait} s`, { retryAfterSeconds: wait })
      }
    }
    if (command.prepare && !call.authenticated) input = await command.prepare(input, base)
    return { result: await store.run((tx) => command.run(tx, base, input), { write }), replayed: false, who: { caller: null, apiKey: null } }
  }
  const idempotency = command.entity === 'path' && command.idempotent ? call.idempotency : undefined
  const since = new Date(Date.parse(now) - idempotencyWindowMs).toISOString()
  let who: Authenticated = { caller: null, apiKey: null }

  const work = async (tx: Transaction): Promise<Omit<CallOutcome<TResult>, 'who'>> => {
    // What every call looks up first (the session, the entity in the path), in one round trip where a store can.
    const signature = credentials.apiKey === undefined && credentials.signature?.trim() ? canonicalSignature(credentials.signature) : undefined
    await tx.prefetch?.({ signature, entityId: command.entity === 'path' ? raw.params['entityId'] : undefined })
    who = call.authenticated ?? (await authenticate(tx, credentials, auth, now))
    const context: CommandContext = { ...base, ...who }
    if (command.entity === undefined) {
      if (who.apiKey) throw new ServiceError('forbidden', 'an API key may only read its entity and increment its counters')
      return { result: await command.run(tx, context, command.input(raw, context)), replayed: false }
    }
    const entity = await findEntity(tx, raw.params['entityId'])
    if (who.apiKey) {
      if (!command.apiKey) throw new ServiceError('forbidden', 'an API key may only read its entity and increment its counters; this needs an owner or admin signature')
      if (who.apiKey.entityId !== entity.id) throw new ServiceError('forbidden', 'this API key belongs to another entity')
    } else if (command.role) {
      requireRole(entity, context.caller, command.role)
    }
    const owner = giverOf(context)
    if (idempotency) {
      const earlier = await tx.idempotentAnswer(owner, idempotency.key, since)
      if (earlier) {
        if (earlier.request !== idempotency.request) throw new ServiceError('conflict', 'this Idempotency-Key was used for another request: send a new key for a new request')
        return { result: earlier.result as TResult, replayed: true }
      }
    }
    const entityContext = { ...context, entity }
    const result = await command.run(tx, entityContext, command.input(raw, entityContext))
    if (idempotency) await tx.rememberAnswer(owner, idempotency.key, { request: idempotency.request, result: (result ?? null), at: now }, since)
    return { result, replayed: false }
  }

  const options = { write, single: command.entity === 'path' && command.oneChange === true && !idempotency }
  let outcome: Omit<CallOutcome<TResult>, 'who'>
  try {
    outcome = await store.run(work, options)
  } catch (error) {
    // Two writes with one Idempotency-Key at once: the second runs again and finds the first one's answer.
    if (!(error instanceof ConcurrentWrite)) throw error
    outcome = await store.run(work, options)
  }
  if (who.apiKey && !call.authenticated) store.noteApiKeyUse(who.apiKey.id, now).catch(() => undefined)
  return { ...outcome, who }
}

/** {@link executeCall}, for the result alone. */
export async function executeCommand<TResult>(store: Store, command: Command<unknown, TResult>, call: CommandCall): Promise<TResult> {
  return (await executeCall(store, command, call)).result
}
