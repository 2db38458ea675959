// Type tests of every endpoint, checked by `npm run typecheck`: the parameters and results that `defineEndpoint`
// infers from each definition's path, input and schemas, held against the contract written out by hand. A definition
// whose schemas change what a call takes or gives fails here.
import { expectTypeOf } from 'vitest'
import * as actions from '../../src/core/actions/index.js'
import type {
  ApiKey,
  CreatedApiKey,
  DyNft,
  EngagementClient,
  Entity,
  EntityUpdate,
  EntityUser,
  IncrementMetricResult,
  IncrementResult,
  Level,
  Metric,
  Profile,
  ProfileInput,
  ServiceInfo,
  Skill,
  Theme,
  ThemeInput,
  UserMetric,
  UserRecord,
  WriteResult,
} from '../../src/core/index.js'
import type { LeaderboardPeriod, LeaderboardReply } from '../../src/core/schemas/leaderboard.js'

type Whole = number | string
// Flattened, so `{ a } & { b }` and `{ a; b }` compare equal.
type Params<T extends (...args: any) => any> = Flat<NonNullable<Parameters<T>[1]>>
type Flat<T> = { [K in keyof T]: T[K] }
type Result<T extends (...args: any) => any> = Awaited<ReturnType<T>>

// Metrics (rows 1 to 5).
expectTypeOf<Params<typeof actions.listEntityMetrics>>().toEqualTypeOf<{ entityId: string }>()
expectTypeOf<Result<typeof actions.listEntityMetrics>>().toEqualTypeOf<Metric[]>()
expectTypeOf<Params<typeof actions.getUserMetrics>>().toEqualTypeOf<{ entityId: string; userAddress: string }>()
expectTypeOf<Result<typeof actions.getUserMetrics>>().toEqualTypeOf<UserMetric[]>()
expectTypeOf<Params<typeof actions.incrementMetric>>().toEqualTypeOf<{ entityId: string; userAddress: string; metric: string; count: Whole }>()
expectTypeOf<Result<typeof actions.incrementMetric>>().toEqualTypeOf<WriteResult<IncrementMetricResult>>()
expectTypeOf<Params<typeof actions.incrementMetrics>>().toEqualTypeOf<{ entityId: string; userAddress: string; metrics: string[]; counts: Whole[] }>()
expectTypeOf<Result<typeof actions.incrementMetrics>>().toEqualTypeOf<WriteResult<IncrementResult>>()
expectTypeOf<Params<typeof actions.updateMetric>>().toEqualTypeOf<{ entityId: string; metricId: string; name: string; description: string; type: string; maxPerMemberPerDay?: Whole | null | undefined }>()
expectTypeOf<Result<typeof actions.updateMetric>>().toEqualTypeOf<WriteResult<Metric>>()

// Entities and members (rows 6 to 9).
expectTypeOf<Params<typeof actions.getEntity>>().toEqualTypeOf<{ entityId: string }>()
expectTypeOf<Result<typeof actions.getEntity>>().toEqualTypeOf<Entity>()
expectTypeOf<Params<typeof actions.updateEntity>>().toEqualTypeOf<Flat<{ entityId: string } & EntityUpdate>>()
expectTypeOf<Result<typeof actions.updateEntity>>().toEqualTypeOf<WriteResult<Entity>>()
expectTypeOf<Params<typeof actions.listEntityUsers>>().toEqualTypeOf<{ entityId: string }>()
expectTypeOf<Result<typeof actions.listEntityUsers>>().toEqualTypeOf<EntityUser[]>()
expectTypeOf<Params<typeof actions.forceAddUsers>>().toEqualTypeOf<{ entityId: string; addresses: string[]; chain: string }>()
expectTypeOf<Result<typeof actions.forceAddUsers>>().toEqualTypeOf<WriteResult<EntityUser[]>>()

// NFTs and themes (rows 10 to 16).
expectTypeOf<Params<typeof actions.getMyNfts>>().toEqualTypeOf<Record<string, never>>()
expectTypeOf<Result<typeof actions.getMyNfts>>().toEqualTypeOf<DyNft[]>()
expectTypeOf<Params<typeof actions.getEntityNfts>>().toEqualTypeOf<{ entityId: string }>()
expectTypeOf<Result<typeof actions.getEntityNfts>>().toEqualTypeOf<DyNft[]>()
expectTypeOf<Params<typeof actions.listThemes>>().toEqualTypeOf<{ entityId: string }>()
expectTypeOf<Result<typeof actions.listThemes>>().toEqualTypeOf<Theme[]>()
expectTypeOf<Params<typeof actions.createTheme>>().toEqualTypeOf<Flat<{ entityId: string } & ThemeInput>>()
expectTypeOf<Result<typeof actions.createTheme>>().toEqualTypeOf<WriteResult<Theme>>()
expectTypeOf<Params<typeof actions.updateTheme>>().toEqualTypeOf<Flat<{ entityId: string; themeId: string } & Partial<ThemeInput>>>()
expectTypeOf<Result<typeof actions.updateTheme>>().toEqualTypeOf<WriteResult<Theme>>()
expectTypeOf<Params<typeof actions.deleteTheme>>().toEqualTypeOf<{ entityId: string; themeId: string }>()
expectTypeOf<Result<typeof actions.deleteTheme>>().toEqualTypeOf<WriteResult<never>>()
expectTypeOf<Params<typeof actions.setDefaultTheme>>().toEqualTypeOf<{ entityId: string; themeId: string }>()
expectTypeOf<Result<typeof actions.setDefaultTheme>>().toEqualTypeOf<WriteResult<Entity>>()

// Skills and levels (rows 17 to 24).
expectTypeOf<Params<typeof actions.listSkills>>().toEqualTypeOf<{ entityId?: string | undefined }>()
expectTypeOf<Result<typeof actions.listSkills>>().toEqualTypeOf<Skill[]>()
expectTypeOf<Params<typeof actions.createSkill>>().toEqualTypeOf<{ entityId: string; name: string; description: string; parentId?: string | null | undefined }>()
expectTypeOf<Result<typeof actions.createSkill>>().toEqualTypeOf<WriteResult<Skill>>()
expectTypeOf<Params<typeof actions.createSkills>>().toEqualTypeOf<{ entityId: string; names: string[]; descriptions: string[] }>()
expectTypeOf<Result<typeof actions.createSkills>>().toEqualTypeOf<WriteResult<Skill[]>>()
expectTypeOf<Params<typeof actions.updateLevelRequirements>>().toEqualTypeOf<{
  entityId: string
  level: Whole
  name: string
  description: string
  skillIds: string[]
  scores: Whole[]
  endsAt: string
  xp: Whole
}>()
expectTypeOf<Result<typeof actions.updateLevelRequirements>>().toEqualTypeOf<WriteResult<Level>>()
expectTypeOf<Params<typeof actions.listLevels>>().toEqualTypeOf<{ entityId: string }>()
expectTypeOf<Result<typeof actions.listLevels>>().toEqualTypeOf<Level[]>()
expectTypeOf<Params<typeof actions.createLevel>>().toEqualTypeOf<{ entityId: string; level: Whole; xp: Whole }>()
expectTypeOf<Result<typeof actions.createLevel>>().toEqualTypeOf<WriteResult<Level>>()
expectTypeOf<Params<typeof actions.deleteLevel>>().toEqualTypeOf<{ entityId: string; level: Whole }>()
expectTypeOf<Result<typeof actions.deleteLevel>>().toEqualTypeOf<WriteResult<never>>()
expectTypeOf<Params<typeof actions.updateLevel>>().toEqualTypeOf<{ entityId: string; level: Whole; xp: Whole }>()
expectTypeOf<Result<typeof actions.updateLevel>>().toEqualTypeOf<WriteResult<Level>>()

// Users and profiles (rows 25 to 27).
expectTypeOf<Params<typeof actions.createUser>>().toEqualTypeOf<{ address: string; token: string; signature: string }>()
expectTypeOf<Result<typeof actions.createUser>>().toEqualTypeOf<WriteResult<UserRecord>>()
expectTypeOf<Params<typeof actions.getProfile>>().toEqualTypeOf<{ userAddress: string }>()
expectTypeOf<Result<typeof actions.getProfile>>().toEqualTypeOf<Profile>()
expectTypeOf<Params<typeof actions.updateProfile>>().toEqualTypeOf<Flat<{ userAddress: string } & ProfileInput>>()
expectTypeOf<Result<typeof actions.updateProfile>>().toEqualTypeOf<WriteResult<Profile>>()

// engagekit's extensions.
expectTypeOf<Params<typeof actions.getLeaderboard>>().toEqualTypeOf<{
  entityId: string
  metric: string
  period?: LeaderboardPeriod | undefined
  timeZone?: string | undefined
  limit?: Whole | undefined
  around?: string | undefined
}>()
expectTypeOf<Result<typeof actions.getLeaderboard>>().toEqualTypeOf<LeaderboardReply>()
expectTypeOf<Params<typeof actions.getServiceInfo>>().toEqualTypeOf<Record<string, never>>()
expectTypeOf<Result<typeof actions.getServiceInfo>>().toEqualTypeOf<ServiceInfo>()
expectTypeOf<Params<typeof actions.createApiKey>>().toEqualTypeOf<{ entityId: string; name: string }>()
expectTypeOf<Result<typeof actions.createApiKey>>().toEqualTypeOf<WriteResult<CreatedApiKey>>()
expectTypeOf<Params<typeof actions.listApiKeys>>().toEqualTypeOf<{ entityId: string }>()
expectTypeOf<Result<typeof actions.listApiKeys>>().toEqualTypeOf<ApiKey[]>()
expectTypeOf<Params<typeof actions.deleteApiKey>>().toEqualTypeOf<{ entityId: string; keyId: string }>()
expectTypeOf<Result<typeof actions.deleteApiKey>>().toEqualTypeOf<WriteResult<never>>()

// defineEndpoint infers a definition's types: path parameters from the path, the rest from the schemas.
import { defineAction } from '../../src/core/internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../../src/core/internal/defineEndpoint.js'
import * as v from '../../src/core/internal/schema.js'

const badgesSchema = v.array(v.object({ id: v.string(), earned: v.boolean() }))
const listBadges = defineEndpoint({
  name: 'listBadges',
  method: 'GET',
  path: 'entities/:entityId/users/:userAddress/badges/:level',
  input: { tag: v.optional(v.string()) },
  query: { tag: 'tag' },
  reply: badgesSchema,
  after: (badges) => badges.filter((badge) => badge.earned).length,
})
expectTypeOf<EndpointParameters<typeof listBadges>>().toEqualTypeOf<{ entityId: string; userAddress: string; level: Whole; tag?: string | undefined }>()
expectTypeOf<EndpointReturnType<typeof listBadges>>().toEqualTypeOf<number>()
expectTypeOf(defineAction(listBadges)).returns.resolves.toEqualTypeOf<number>()
const claimBadge = defineEndpoint({
  name: 'claimBadge',
  method: 'GET',
  write: true,
  path: 'badges/:badgeId/claim',
  reply: v.object({ id: v.string() }),
})
expectTypeOf<EndpointReturnType<typeof claimBadge>>().toEqualTypeOf<WriteResult<{ id: string }>>()
expectTypeOf(defineAction(claimBadge)).returns.resolves.toEqualTypeOf<WriteResult<{ id: string }>>()
const renameBadge = defineEndpoint({
  name: 'renameBadge',
  method: 'POST',
  path: 'badges/:badgeId',
  body: { schema: v.object({ Title: v.string(), note: v.optional(v.string()) }), rename: { Title: 'title' } },
})
expectTypeOf<EndpointParameters<typeof renameBadge>>().toEqualTypeOf<Flat<{ badgeId: string; title: string } & { note?: string | undefined }>>()
expectTypeOf<EndpointReturnType<typeof renameBadge>>().toEqualTypeOf<WriteResult<never>>()
expectTypeOf(defineAction(renameBadge)).returns.resolves.toEqualTypeOf<WriteResult<never>>()

// What must not compile.
declare const client: EngagementClient
// @ts-expect-error the path's entityId is required
void actions.listLevels(client, {})
// @ts-expect-error a query field names one of the definition's inputs
void defineEndpoint({ name: 'x', method: 'GET', path: 'x', input: { tag: v.string() }, query: { tag: 'label' }, reply: v.string() })
// @ts-expect-error after gets the reply's type
void defineEndpoint({ name: 'x', method: 'GET', path: 'x', reply: v.string(), after: (value: number) => value })
// @ts-expect-error a method is GET or POST
void defineEndpoint({ name: 'x', method: 'PUT', path: 'x' })
// @ts-expect-error createSkill takes the entity as `entityId`, not the body's `entityID`
void actions.createSkill(client, { entityID: 'aurora-guild', name: 'Solidity', description: '' })
// @ts-expect-error updateLevelRequirements takes `xp`, not the body's `XP`
void actions.updateLevelRequirements(client, { entityId: 'a', level: 1, name: 'n', description: '', skillIds: [], scores: [], endsAt: '', XP: 5 })

// Every action carries its typed definition.
expectTypeOf<EndpointParameters<typeof actions.getEntity.endpoint>>().toEqualTypeOf<{ entityId: string }>()
expectTypeOf<EndpointReturnType<typeof actions.createLevel.endpoint>>().toEqualTypeOf<WriteResult<Level>>()
