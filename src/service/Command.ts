import type { ResolvedLimits } from './limits.js'
import type { RandomSource } from './RandomSource.js'
import type { SessionPolicy } from './sessionPolicy.js'
import type { Entity } from './state.js'
import type { Transaction } from './store/Store.js'

/** A request's inputs as the transport found them, before any check. */
export type RawInput = {
  /** Path parameters, URL-decoded. */
  readonly params: Readonly<Record<string, string>>
  readonly query: URLSearchParams
  /** The body as a JSON object (`{}` when there is none); reading a body that is not one is an 'invalid-input' refusal. */
  body(): Record<string, unknown>
  /** A route that takes a file (`rawBody`): the file's bytes, as the HTTP layer read them out of the body. */
  file?(): Uint8Array
  /** The origin the request was sent to (`https://service.example`), for URLs the service answers with. */
  readonly origin?: string | undefined
}

/** An API key a call came with: its id and the entity it belongs to. */
export type KeyCaller = { id: string; entityId: string }

/** What every command knows besides its input. */
export type CommandContext = {
  /** The checksummed address of the signed-in caller; null where the session is optional, or for an API key. */
  caller: string | null
  /** The API key the call came with, instead of a session (commands that take keys only). */
  apiKey: KeyCaller | null
  /** The key the caller's session is stored under (a hash of its signature), when signed in. */
  session?: string | undefined
  /** The time of the request (ISO 8601): every timestamp the command writes. */
  now: string
  limits: ResolvedLimits
  sessionPolicy: SessionPolicy
  /** Where random bytes come from (see RandomSource): draw them here, never from the platform directly. */
  random: RandomSource
}

/** The context of a command on the entity in its path: the entity is found, and the caller's role checked, first. */
export type EntityCommandContext = CommandContext & { entity: Entity }

type Base<TInput> = {
  /**
   * Reads and checks the input with the endpoint's shared schemas ('invalid-input' naming the field). Runs after the
   * session, entity and role checks, before `run`.
   */
  input(raw: RawInput, context: CommandContext): TInput
}

/** A command on no entity in particular, or on one it finds itself (named in its body or query). */
export type PlainCommand<TInput, TResult> = Base<TInput> & {
  entity?: undefined
  /**
   * Counts each call against the client's budget of this kind (`limits.registrationsPerMinute` for 'registrations')
   * before anything else runs; a command that does cannot have a session or an entity.
   */
  throttle?: 'registrations'
  /**
   * Whose budget of the same kind the call also counts against once `prepare` has proven it (row 25: the address
   * that signed), so nobody else can spend it.
   */
  claimant?(input: TInput): string
  /**
   * Work on the checked input that must not hold the store (a check on a chain): after the throttle, outside any
   * transaction. Skipped for a call authorised before (a journaled write carried out again at start).
   */
  prepare?(input: TInput, context: CommandContext): Promise<TInput>
  run(tx: Transaction, context: CommandContext, input: TInput): Promise<TResult>
}

/** A command on the entity in its path (`:entityId`): 'not-found' for an unknown entity, 'forbidden' without `role`. */
export type EntityCommand<TInput, TResult> = Base<TInput> & {
  entity: 'path'
  /**
   * Its run changes data through one Transaction method at most (atomic on its own, like `addToCounters`), so a store
   * may run it without a transaction around it. A command that writes events (docs/api.md, "Events") makes two
   * changes, the change and its events, and must not say so.
   */
  oneChange?: true
  /**
   * An API key of the entity may call it instead of a session (and then needs no role): the reads of the entity
   * and the increments. Every other command refuses keys.
   */
  apiKey?: true
  /**
   * A write that takes an `Idempotency-Key`: its first answer is kept with the key, and the same key from the same
   * caller within 24 hours gets that answer again without a second change.
   */
  idempotent?: true
  /** Who may run it: owners, or admins and owners; any caller when left out. */
  role?: 'owner' | 'admin'
  /**
   * It may leave work for the background (members to award an achievement they are already past): once it
   * succeeds, the service carries out the pending backfills after answering.
   */
  backfills?: true
  /**
   * Its run reads what the member in its path (`:userAddress`) earned (Transaction.earnedAchievements): a store that
   * prefetches reads it with the rest.
   */
  readsEarned?: true
  run(tx: Transaction, context: EntityCommandContext, input: TInput): Promise<TResult>
}

/**
 * One rule of the service: `(tx, context, input) => result`, with its input parsed by the endpoint's shared schemas,
 * its refusals ServiceErrors that carry no HTTP status, and every read and write through a Store's transaction.
 */
export type Command<TInput = unknown, TResult = unknown> = PlainCommand<TInput, TResult> | EntityCommand<TInput, TResult>

/** Declares a command; the identity function, for the types. */
export function defineCommand<TInput, TResult>(command: EntityCommand<TInput, TResult>): EntityCommand<TInput, TResult>
export function defineCommand<TInput, TResult>(command: PlainCommand<TInput, TResult>): PlainCommand<TInput, TResult>
export function defineCommand(command: Command): Command {
  return command
}
