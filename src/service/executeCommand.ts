import * as v from '../core/internal/schema.js'
import type { AuthMode } from '../core/internal/transport.js'
import { addressSchema } from '../core/schemas/primitives.js'
import { authenticate, type Authenticated, type Credentials } from './auth/authenticate.js'
import { sessionKey } from './auth/sessionKey.js'
import type { Command, CommandContext, RawInput } from './Command.js'
import { ConcurrentWrite } from './ConcurrentWrite.js'
import type { ResolvedLimits } from './limits.js'
import { secureRandom, type RandomSource } from './RandomSource.js'
import { checkRequestText } from './rules/checkRequestText.js'
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
  /** Where the command draws random bytes; default the platform's secure source. */
  random?: RandomSource | undefined
}

/**
 * What a call resolved to: the command's result, whether it is the replayed first answer of an idempotent write, and
 * who called (nobody for a call that needs no session).
 */
export type CallOutcome<TResult> = { result: TResult; replayed: boolean; who: Authenticated }


/** Takes one token of a budget, or refuses the call with 'rate-limited' and the wait (`what`: e.g. "too many writes by this caller"). */
async function spend(store: Store, key: string, perMinute: number, nowMs: number, what: string): Promise<void> {
  const wait = await store.throttle(key, perMinute, nowMs)
  if (wait !== undefined) throw new ServiceError('rate-limited', `${what}: at most ${perMinute} a minute, try again in ${wait} s`, { retryAfterSeconds: wait })
}

/**
 * Runs a command over a store, checking in this order: the text of the path and query parameters ('invalid-input'),
 * the client's budget of failed authentications (429 before the session or key is used), the session or API key ('unauthorized',
 * which spends that budget), a write's budget of its caller (429), the entity in the path ('not-found', also for a
 * private entity the caller is not inside of) and the caller's role or key ('forbidden'), then an idempotent write's
 * earlier answer, the input ('invalid-input'), and the command's own checks. A write runs whole in one transaction:
 * a refusal at any point changes nothing. The budgets are counted in the store, each in a transaction of its own.
 */
export async function executeCall<TResult>(store: Store, command: Command<unknown, TResult>, call: CommandCall): Promise<CallOutcome<TResult>> {
  const { raw, credentials, auth, write, now, limits, sessionPolicy } = call
  const base = { now, limits, sessionPolicy, caller: null, apiKey: null, random: call.random ?? secureRandom }
  const nowMs = Date.parse(now)
  checkRequestText(raw)
  if (command.entity === undefined && command.throttle) {
    // A malformed request is refused here, before it spends anything.
    let input: unknown = command.input(raw, base)
    const perMinute = limits.registrationsPerMinute
    // Counted before the work it guards (a signature check) and whatever its outcome: in a transaction of its own.
    if (perMinute !== false && call.client !== null) await spend(store, `${command.throttle}:${call.client}`, perMinute, nowMs, `too many ${command.throttle} from this address`)
    if (command.prepare && !call.authenticated) input = await command.prepare(input, base)
    // Only once the signature holds, so nobody but the address's holder can spend the address's budget.
    const claimant = call.authenticated ? undefined : command.claimant?.(input)
    if (perMinute !== false && claimant !== undefined) await spend(store, `${command.throttle}-of:${claimant}`, perMinute, nowMs, `too many ${command.throttle} of ${claimant}`)
    return { result: await store.run((tx) => command.run(tx, base, input), { write }), replayed: false, who: { caller: null, apiKey: null } }
  }
  const idempotency = command.entity === 'path' && command.idempotent ? call.idempotency : undefined
  const since = new Date(nowMs - idempotencyWindowMs).toISOString()
  let who: Authenticated = { caller: null, apiKey: null }

  // A client past its failed authentications is refused before its session or key is looked up.
  const failedAuth = limits.failedAuthPerMinute
  const presented = credentials.apiKey !== undefined || Boolean(credentials.signature?.trim())
  const guarded = failedAuth !== false && call.client !== null && presented && auth !== 'none' && !call.authenticated
  const failedKey = `failed-auth:${call.client}`
  const bucket = guarded ? failedKey : undefined
  let budgetChecked = !guarded
  // Read with what the call looks up first where the store can (Transaction.tokenWait), before any of it is used.
  const checkBudget = async (tx: Transaction) => {
    if (budgetChecked || failedAuth === false) return
    const wait = tx.tokenWait ? await tx.tokenWait(failedKey, failedAuth, nowMs) : await store.throttle(failedKey, failedAuth, nowMs, 'check')
    if (wait !== undefined) {
      throw new ServiceError('rate-limited', `too many failed authentications from this address: at most ${failedAuth} a minute, try again in ${wait} s`, { retryAfterSeconds: wait })
    }
    budgetChecked = true
  }
  let failed = false
  const check = async (tx: Transaction): Promise<Authenticated> => {
    try {
      return await authenticate(tx, credentials, auth, now)
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'unauthorized') failed = true
      throw error
    }
  }
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      if (guarded && failed) await store.throttle(failedKey, failedAuth, nowMs)
      throw error
    }
  }

  // A write is counted against its caller's budget once the caller is known, before the write's own transaction.
  let known = call.authenticated
  const writeLimit = limits.writesPerMinute
  if (write && writeLimit !== false && known === undefined && auth !== 'none') {
    known = await counted(() =>
      store.run(
        async (tx) => {
          await tx.prefetch?.({ session: sessionOf(credentials), bucket })
          await checkBudget(tx)
          return check(tx)
        },
        { write: false },
      ),
    )
    const caller = known.apiKey ? `key:${known.apiKey.id}` : known.caller
    if (caller !== null) await spend(store, `writes:${caller}`, writeLimit, nowMs, 'too many writes by this caller')
  }

  const work = async (tx: Transaction): Promise<Omit<CallOutcome<TResult>, 'who'>> => {
    // What every call looks up first (the session, the entity in the path), in one round trip where a store can.
    const member = raw.params['userAddress'] === undefined ? undefined : v.safeParse(addressSchema, raw.params['userAddress'])
    await tx.prefetch?.({
      session: known === undefined ? sessionOf(credentials) : undefined,
      entityId: command.entity === 'path' ? raw.params['entityId'] : undefined,
      member: member?.success ? member.output : undefined,
      earned: command.entity === 'path' && command.readsEarned === true,
      bucket: budgetChecked ? undefined : bucket,
    })
    await checkBudget(tx)
    who = known ?? (await check(tx))
    const context: CommandContext = { ...base, ...who }
    if (command.entity === undefined) {
      if (who.apiKey) throw new ServiceError('forbidden', 'an API key may only read its entity and increment its counters')
      return { result: await command.run(tx, context, command.input(raw, context)), replayed: false }
    }
    const entity = await findEntity(tx, raw.params['entityId'], who)
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

  const options = { write, single: command.entity === 'path' && command.oneChange === true && !idempotency, alone: !idempotency }
  const outcome = await counted(async () => {
    try {
      return await store.run(work, options)
    } catch (error) {
      // Two writes with one Idempotency-Key at once: the second runs again and finds the first one's answer.
      if (!(error instanceof ConcurrentWrite)) throw error
      return await store.run(work, options)
    }
  })
  if (who.apiKey && !call.authenticated) store.noteApiKeyUse(who.apiKey.id, now).catch(() => undefined)
  return { ...outcome, who }
}

/** The key of the session a call signs with, if it signs with one (not an API key). */
const sessionOf = (credentials: Credentials): string | undefined =>
  credentials.apiKey === undefined && credentials.signature?.trim() ? sessionKey(credentials.signature) : undefined

/** {@link executeCall}, for the result alone. */
export async function executeCommand<TResult>(store: Store, command: Command<unknown, TResult>, call: CommandCall): Promise<TResult> {
  return (await executeCall(store, command, call)).result
}
