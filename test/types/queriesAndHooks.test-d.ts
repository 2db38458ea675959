// Type tests of every query option, mutation option and hook, checked by `npm run typecheck`: each gives what its
// action gives, takes the action's parameters (the entity optional where the provider or the defaults carry it), and
// refuses what the action refuses.
import type { MutationOptions } from '@tanstack/query-core'
import { expectTypeOf } from 'vitest'
import type * as actions from '../../src/core/actions/index.js'
import type { EngagementClient, EngagementError } from '../../src/core/index.js'
import type { LeaderboardResult } from '../../src/core/leaderboard/types.js'
import * as query from '../../src/query/index.js'
import * as react from '../../src/react/index.js'

declare const client: EngagementClient
type Result<T extends (...args: any) => any> = Awaited<ReturnType<T>>
type MutationResult<T> = T extends MutationOptions<infer TData, any, any, any> ? TData : never
type MutationVariables<T> = T extends MutationOptions<any, any, infer TVariables, any> ? TVariables : never

// Query options: the data each read gives.
expectTypeOf(query.getEntityQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.getEntity>>()
expectTypeOf(query.listEntityMetricsQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.listEntityMetrics>>()
expectTypeOf(query.getUserMetricsQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.getUserMetrics>>()
expectTypeOf(query.listEntityUsersQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.listEntityUsers>>()
expectTypeOf(query.getMyNftsQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.getMyNfts>>()
expectTypeOf(query.getEntityNftsQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.getEntityNfts>>()
expectTypeOf(query.listThemesQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.listThemes>>()
expectTypeOf(query.listSkillsQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.listSkills>>()
expectTypeOf(query.listLevelsQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.listLevels>>()
expectTypeOf(query.getProfileQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.getProfile>>()
expectTypeOf(query.getLeaderboardQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.getLeaderboard>>()
expectTypeOf(query.getServiceInfoQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.getServiceInfo>>()
expectTypeOf(query.listApiKeysQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<Result<typeof actions.listApiKeys>>()
expectTypeOf(query.leaderboardQueryOptions(client).queryFn).returns.resolves.toEqualTypeOf<LeaderboardResult>()

// Mutation options: each resolves to its write's acknowledgement.
expectTypeOf<MutationResult<ReturnType<typeof query.incrementMetricMutationOptions>>>().toEqualTypeOf<Result<typeof actions.incrementMetric>>()
expectTypeOf<MutationResult<ReturnType<typeof query.incrementMetricsMutationOptions>>>().toEqualTypeOf<Result<typeof actions.incrementMetrics>>()
expectTypeOf<MutationResult<ReturnType<typeof query.updateMetricMutationOptions>>>().toEqualTypeOf<Result<typeof actions.updateMetric>>()
expectTypeOf<MutationResult<ReturnType<typeof query.updateEntityMutationOptions>>>().toEqualTypeOf<Result<typeof actions.updateEntity>>()
expectTypeOf<MutationResult<ReturnType<typeof query.forceAddUsersMutationOptions>>>().toEqualTypeOf<Result<typeof actions.forceAddUsers>>()
expectTypeOf<MutationResult<ReturnType<typeof query.createThemeMutationOptions>>>().toEqualTypeOf<Result<typeof actions.createTheme>>()
expectTypeOf<MutationResult<ReturnType<typeof query.updateThemeMutationOptions>>>().toEqualTypeOf<Result<typeof actions.updateTheme>>()
expectTypeOf<MutationResult<ReturnType<typeof query.deleteThemeMutationOptions>>>().toEqualTypeOf<Result<typeof actions.deleteTheme>>()
expectTypeOf<MutationResult<ReturnType<typeof query.setDefaultThemeMutationOptions>>>().toEqualTypeOf<Result<typeof actions.setDefaultTheme>>()
expectTypeOf<MutationResult<ReturnType<typeof query.createSkillMutationOptions>>>().toEqualTypeOf<Result<typeof actions.createSkill>>()
expectTypeOf<MutationResult<ReturnType<typeof query.createSkillsMutationOptions>>>().toEqualTypeOf<Result<typeof actions.createSkills>>()
expectTypeOf<MutationResult<ReturnType<typeof query.updateLevelRequirementsMutationOptions>>>().toEqualTypeOf<Result<typeof actions.updateLevelRequirements>>()
expectTypeOf<MutationResult<ReturnType<typeof query.createLevelMutationOptions>>>().toEqualTypeOf<Result<typeof actions.createLevel>>()
expectTypeOf<MutationResult<ReturnType<typeof query.deleteLevelMutationOptions>>>().toEqualTypeOf<Result<typeof actions.deleteLevel>>()
expectTypeOf<MutationResult<ReturnType<typeof query.updateLevelMutationOptions>>>().toEqualTypeOf<Result<typeof actions.updateLevel>>()
expectTypeOf<MutationResult<ReturnType<typeof query.createUserMutationOptions>>>().toEqualTypeOf<Result<typeof actions.createUser>>()
expectTypeOf<MutationResult<ReturnType<typeof query.updateProfileMutationOptions>>>().toEqualTypeOf<Result<typeof actions.updateProfile>>()
expectTypeOf<MutationResult<ReturnType<typeof query.createApiKeyMutationOptions>>>().toEqualTypeOf<Result<typeof actions.createApiKey>>()
expectTypeOf<MutationResult<ReturnType<typeof query.deleteApiKeyMutationOptions>>>().toEqualTypeOf<Result<typeof actions.deleteApiKey>>()
// A mutation's variables are its action's, the entity left to the defaults.
expectTypeOf<MutationVariables<ReturnType<typeof query.createLevelMutationOptions>>>().toMatchTypeOf<{ level: number | string; xp: number | string; entityId?: string | undefined }>()
expectTypeOf<MutationVariables<ReturnType<typeof query.incrementMetricsMutationOptions>>>().toHaveProperty('counts').toEqualTypeOf<(number | string)[]>()

// Read hooks: data as each read gives it, errors as EngagementErrors.
expectTypeOf(react.useEntity().data).toEqualTypeOf<Result<typeof actions.getEntity> | undefined>()
expectTypeOf(react.useEntityMetrics().data).toEqualTypeOf<Result<typeof actions.listEntityMetrics> | undefined>()
expectTypeOf(react.useUserMetrics().data).toEqualTypeOf<Result<typeof actions.getUserMetrics> | undefined>()
expectTypeOf(react.useEntityUsers().data).toEqualTypeOf<Result<typeof actions.listEntityUsers> | undefined>()
expectTypeOf(react.useMyNfts().data).toEqualTypeOf<Result<typeof actions.getMyNfts> | undefined>()
expectTypeOf(react.useEntityNfts().data).toEqualTypeOf<Result<typeof actions.getEntityNfts> | undefined>()
expectTypeOf(react.useThemes().data).toEqualTypeOf<Result<typeof actions.listThemes> | undefined>()
expectTypeOf(react.useSkills().data).toEqualTypeOf<Result<typeof actions.listSkills> | undefined>()
expectTypeOf(react.useLevels().data).toEqualTypeOf<Result<typeof actions.listLevels> | undefined>()
expectTypeOf(react.useProfile().data).toEqualTypeOf<Result<typeof actions.getProfile> | undefined>()
expectTypeOf(react.useServiceInfo().data).toEqualTypeOf<Result<typeof actions.getServiceInfo> | undefined>()
expectTypeOf(react.useApiKeys().data).toEqualTypeOf<Result<typeof actions.listApiKeys> | undefined>()
expectTypeOf(react.useLeaderboard().data).toEqualTypeOf<LeaderboardResult | undefined>()
expectTypeOf(react.useEntity().error).toEqualTypeOf<EngagementError | null>()

// Write hooks: mutateAsync resolves to the write's acknowledgement.
expectTypeOf(react.useIncrementMetric().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.incrementMetric>>()
expectTypeOf(react.useIncrementMetrics().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.incrementMetrics>>()
expectTypeOf(react.useUpdateMetric().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.updateMetric>>()
expectTypeOf(react.useUpdateEntity().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.updateEntity>>()
expectTypeOf(react.useForceAddUsers().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.forceAddUsers>>()
expectTypeOf(react.useCreateTheme().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.createTheme>>()
expectTypeOf(react.useUpdateTheme().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.updateTheme>>()
expectTypeOf(react.useDeleteTheme().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.deleteTheme>>()
expectTypeOf(react.useSetDefaultTheme().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.setDefaultTheme>>()
expectTypeOf(react.useCreateSkill().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.createSkill>>()
expectTypeOf(react.useCreateSkills().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.createSkills>>()
expectTypeOf(react.useUpdateLevelRequirements().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.updateLevelRequirements>>()
expectTypeOf(react.useCreateLevel().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.createLevel>>()
expectTypeOf(react.useDeleteLevel().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.deleteLevel>>()
expectTypeOf(react.useUpdateLevel().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.updateLevel>>()
expectTypeOf(react.useCreateUser().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.createUser>>()
expectTypeOf(react.useUpdateProfile().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.updateProfile>>()
expectTypeOf(react.useCreateApiKey().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.createApiKey>>()
expectTypeOf(react.useDeleteApiKey().mutateAsync).returns.resolves.toEqualTypeOf<Result<typeof actions.deleteApiKey>>()

// What must not compile.
// @ts-expect-error a level's XP is a number or numeric string
void react.useCreateLevel().mutate({ level: 2, xp: true })
// @ts-expect-error createSkills takes lists of names and descriptions
void react.useCreateSkills().mutate({ names: 'Solidity', descriptions: ['Smart contracts'] })
// @ts-expect-error a theme update needs its theme
void query.updateThemeMutationOptions(client).mutationFn!({ title: 'Gold' }, undefined as never)
// @ts-expect-error a profile has no field `nickname`
void react.useUpdateProfile().mutate({ nickname: 'Ada' })
// @ts-expect-error query options take the client first
void query.listLevelsQueryOptions({ entityId: 'aurora-guild' })
// @ts-expect-error a leaderboard period is all, day, week or month
void query.getLeaderboardQueryOptions(client, { entityId: 'aurora-guild', metric: 'xp', period: 'year' })
