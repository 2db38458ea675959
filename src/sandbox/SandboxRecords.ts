// The sandbox's earlier names for the service's records, kept for apps that import them from `engagekit/sandbox`.
import type {
  ApiKey, Entity, EntityState, IdempotentAnswer, Increment, Level, Member, Metric, ServiceState, Skill, Snapshot, Theme, User,
} from '../service/state.js'

/** An entity as the service stores it: {@link Entity}. */
export type SandboxEntity = Entity
/** A member of an entity: {@link Member}. */
export type SandboxMember = Member
/** A metric an entity tracks: {@link Metric}. */
export type SandboxMetric = Metric
/** A level of an entity: {@link Level}. */
export type SandboxLevel = Level
/** A dynamic NFT theme: {@link Theme}. */
export type SandboxTheme = Theme
/** A skill: {@link Skill}. */
export type SandboxSkill = Skill
/** Everything kept about one entity: {@link EntityState}. */
export type SandboxEntityState = EntityState
/** One accepted increment: {@link Increment}. */
export type SandboxEvent = Increment
/** An API key as stored: {@link ApiKey}. */
export type SandboxApiKey = ApiKey
/** A replayed first answer to an idempotent write: {@link IdempotentAnswer}. */
export type SandboxIdempotentAnswer = IdempotentAnswer
/** A user of the service: {@link User}. */
export type SandboxUser = User
/** The whole state of the service: {@link ServiceState}. */
export type SandboxState = ServiceState
/** A JSON copy of the whole state: {@link Snapshot}. */
export type SandboxSnapshot = Snapshot
