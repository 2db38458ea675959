import type { AuthMode } from '../core/internal/transport.js'
import { authenticate, type Credentials } from './auth/authenticate.js'
import { canonicalSignature } from './auth/canonicalSignature.js'
import type { Command, CommandContext, RawInput } from './Command.js'
import type { ResolvedLimits } from './limits.js'
import { findEntity } from './rules/findEntity.js'
import { requireRole } from './rules/requireRole.js'
import { ServiceError } from './ServiceError.js'
import type { SessionPolicy } from './sessionPolicy.js'
import type { Store } from './store/Store.js'

/** One call of a command: who calls, with what, when. */
export type CommandCall = {
  raw: RawInput
  credentials: Credentials
  /**
   * The caller, when the call was authorised before (a journaled write carried out again at start): the session is
   * not checked again.
   */
  caller?: string | null
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
}

/**
 * Runs a command over a store, checking in this order: the session ('unauthorized'), the entity in the path
 * ('not-found') and the caller's role ('forbidden'), the input ('invalid-input'), then the command's own checks.
 * A write runs whole in one transaction: a refusal at any point changes nothing.
 */
export async function executeCommand<TResult>(store: Store, command: Command<any, TResult>, call: CommandCall): Promise<TResult> {
  const { raw, credentials, auth, write, now, limits, sessionPolicy } = call
  const base = { now, limits, sessionPolicy }
  if (command.entity === undefined && command.throttle) {
    // Counted before the work it guards (a signature check) and whatever its outcome: in a transaction of its own.
    const input: unknown = command.input(raw, { ...base, caller: null })
    const perMinute = limits.registrationsPerMinute
    if (perMinute !== false && call.client !== null) {
      const wait = await store.throttle(`${command.throttle}:${call.client}`, perMinute, Date.parse(now))
      if (wait !== undefined) {
        throw new ServiceError('rate-limited', `too many ${command.throttle} from this address: at most ${perMinute} a minute, try again in ${wait} s`, { retryAfterSeconds: wait })
      }
    }
    return store.run((tx) => command.run(tx, { ...base, caller: null }, input), { write })
  }
  return store.run(async (tx) => {
    // What every call looks up first (the session, the entity in the path), in one round trip where a store can.
    await tx.prefetch?.({ signature: credentials.signature?.trim() && canonicalSignature(credentials.signature), entityId: command.entity === 'path' ? raw.params['entityId'] : undefined })
    const caller = call.caller !== undefined ? call.caller : await authenticate(tx, credentials, auth, now)
    const context: CommandContext = { ...base, caller }
    if (command.entity === undefined) return command.run(tx, context, command.input(raw, context))
    const entity = await findEntity(tx, raw.params['entityId'])
    if (command.role) requireRole(entity, context.caller, command.role)
    const entityContext = { ...context, entity }
    return command.run(tx, entityContext, command.input(raw, entityContext))
  }, { write, single: command.entity === 'path' && command.oneChange === true })
}
