import * as v from '../core/internal/schema.js'
import type { JsonValue, ServiceState } from './state.js'
import { issuePath } from '../core/internal/validateInput.js'
import { sessionKey } from './auth/sessionKey.js'

const json: v.GenericSchema<JsonValue> = v.lazy(() =>
  v.union([v.string(), v.number(), v.boolean(), v.literal(null), v.array(json), v.record(json)]),
)
const number = v.pipe(v.number(), v.check((value: number) => Number.isFinite(value), 'must be finite'))
const strings = v.array(v.string())
const skill = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  entityID: v.nullable(v.string()),
  parentId: v.nullable(v.string()),
  maxScore: number,
})
const table = v.record(v.record(number))
const frequency = v.custom<'daily' | 'weekly'>((value) => value === 'daily' || value === 'weekly', 'must be daily or weekly')
const streakSetting = v.object({
  metric: v.string(),
  metricId: v.string(),
  frequency,
  freezes: v.object({ initial: number, earnEveryDays: number, max: number }),
})
const storedStreak = v.object({
  metricId: v.string(),
  frequency,
  length: number,
  startedAt: v.string(),
  lastPeriod: number,
  timeZone: v.string(),
  lastStart: v.string(),
  lastEnd: v.string(),
  freezes: number,
  history: v.string(),
})

// Checks a snapshot read from outside (a file, a test) before the sandbox trusts it.
const stateSchema: v.GenericSchema<unknown, ServiceState> = v.object({
  version: v.literal(1),
  sequence: number,
  entities: v.record(
    v.object({
      entity: v.object({
        id: v.string(),
        name: v.string(),
        description: v.string(),
        ownerAddress: strings,
        adminAddresses: strings,
        contracts: v.array(json),
        isEnabled: v.boolean(),
        public: v.boolean(),
        defaultDyNftThemeId: v.nullable(v.string()),
        openseaSlug: v.string(),
        twitter: v.string(),
        discord: v.string(),
        telegram: v.string(),
        instagram: v.string(),
        website: v.string(),
        bannerURL: v.string(),
        imageURL: v.string(),
        communityURLAlias: v.string(),
        createdAt: v.string(),
        modifiedAt: v.string(),
        __v: number,
        timeZone: v.optional(v.nullable(v.string())),
        streak: v.optional(v.nullable(streakSetting)),
      }),
      members: v.array(v.object({ address: v.string(), chain: v.string(), joinedAt: v.string(), updatedAt: v.string(), hiddenFromBoards: v.optional(v.boolean()) })),
      metrics: v.array(v.object({ id: v.string(), name: v.string(), description: v.string(), type: v.string(), maxPerMemberPerDay: v.optional(number) })),
      counters: table,
      levels: v.array(
        v.object({
          communityId: v.string(),
          level: number,
          xpThreshold: number,
          isEnabled: v.boolean(),
          name: v.optional(v.string()),
          description: v.optional(v.string()),
          skillIds: v.optional(strings),
          scores: v.optional(v.array(number)),
          endsAt: v.optional(v.nullable(v.string())),
        }),
      ),
      themes: v.array(
        v.object({
          id: v.string(),
          entityID: v.string(),
          level: v.string(),
          title: v.string(),
          price: v.string(),
          backgroundImageIPFS: v.string(),
          horizontalLogoImageIPFS: v.string(),
          squareLogoImageIPFS: v.string(),
          backgroundColor: v.string(),
          accentColor1: v.optional(v.string()),
          accentColor2: v.optional(v.string()),
        }),
      ),
      skills: v.array(skill),
      skillScores: table,
      events: v.optional(v.array(v.object({ address: v.string(), metric: v.string(), amount: number, at: v.string(), by: v.string() }))),
      apiKeys: v.optional(
        v.array(
          v.object({
            id: v.string(),
            name: v.string(),
            prefix: v.string(),
            hash: v.string(),
            createdAt: v.string(),
            lastUsedAt: v.nullable(v.string()),
            revokedAt: v.nullable(v.string()),
          }),
        ),
      ),
      achievements: v.optional(
        v.array(
          v.object({
            key: v.string(),
            name: v.string(),
            description: v.string(),
            imageUrl: v.string(),
            trigger: v.union([
              v.object({ type: v.literal('metric'), metricId: v.string(), threshold: number }),
              v.object({ type: v.literal('streak'), length: number }),
              v.object({ type: v.literal('manual') }),
            ]),
            createdAt: v.string(),
            backfill: v.nullable(v.string()),
          }),
        ),
      ),
      achievementsEarned: v.optional(v.record(v.record(v.string()))),
      streaks: v.optional(v.record(storedStreak)),
    }),
  ),
  users: v.record(
    v.object({
      address: v.string(),
      createdAt: v.string(),
      profile: v.record(v.string()),
      sessions: v.optional(v.record(v.object({ expiresAt: v.optional(v.string()) }))),
      signatures: v.optional(strings),
      sessionExpiry: v.optional(v.record(v.string())),
    }),
  ),
  defaultSkills: v.array(skill),
  usedNonces: v.optional(v.record(v.literal(true))),
  idempotency: v.optional(v.record(v.object({ request: v.string(), result: json, at: v.string() }))),
  uploads: v.optional(v.record(v.object({ type: v.string(), data: v.string(), by: v.string(), createdAt: v.string() }))),
})

/**
 * A deep copy of a state that survives JSON: what `snapshot()` hands out. Events are not part of the state, so no
 * snapshot holds them (docs/api.md, "Events").
 */
export function copyState(state: ServiceState): ServiceState {
  return JSON.parse(JSON.stringify(state)) as ServiceState
}

/** Checks an outside snapshot and returns a private copy; throws a TypeError naming the first bad field. */
export function readSnapshot(snapshot: unknown): ServiceState {
  const result = v.safeParse(stateSchema, snapshot)
  if (!result.success) {
    const issue = result.issues[0]
    const where = issuePath(issue)
    throw new TypeError(`not a sandbox snapshot (version 1): ${where ?? 'the snapshot'} is missing or has the wrong type`)
  }
  return withHashedSessions(copyState(result.output))
}

/**
 * Moves the plaintext signatures of an older snapshot into `sessions`, under their hashes (with their ends): a
 * state never holds a signature.
 */
function withHashedSessions(state: ServiceState): ServiceState {
  for (const user of Object.values(state.users)) {
    const { signatures, sessionExpiry } = user
    delete user.signatures
    delete user.sessionExpiry
    for (const signature of signatures ?? []) {
      const key = sessionKey(signature)
      const expiresAt = sessionExpiry?.[signature]
      user.sessions ??= {}
      if (!Object.hasOwn(user.sessions, key)) user.sessions[key] = expiresAt === undefined ? {} : { expiresAt }
    }
  }
  return state
}

/** The state without its sessions: what an export holds unless it is made with them. */
export function withoutSessions(state: ServiceState): ServiceState {
  for (const user of Object.values(state.users)) delete user.sessions
  return state
}

/** Replaces the contents of `target` with `source`, keeping the object `sandbox.state` points at. */
export function replaceState(target: ServiceState, source: ServiceState): void {
  for (const key of Object.keys(target)) if (!(key in source)) delete (target as Record<string, unknown>)[key]
  Object.assign(target, source)
}
