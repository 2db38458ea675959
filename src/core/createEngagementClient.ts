import { getEntity, type GetEntityParameters, type GetEntityReturnType } from './actions/getEntity.js'
import { updateEntity, type UpdateEntityParameters, type UpdateEntityReturnType } from './actions/updateEntity.js'
import { listEntityUsers, type ListEntityUsersParameters, type ListEntityUsersReturnType } from './actions/listEntityUsers.js'
import { forceAddUsers, type ForceAddUsersParameters, type ForceAddUsersReturnType } from './actions/forceAddUsers.js'
import { listEntityMetrics, type ListEntityMetricsParameters, type ListEntityMetricsReturnType } from './actions/listEntityMetrics.js'
import { getUserMetrics, type GetUserMetricsParameters, type GetUserMetricsReturnType } from './actions/getUserMetrics.js'
import { incrementMetric, type IncrementMetricParameters, type IncrementMetricReturnType } from './actions/incrementMetric.js'
import { incrementMetrics, type IncrementMetricsParameters, type IncrementMetricsReturnType } from './actions/incrementMetrics.js'
import { updateMetric, type UpdateMetricParameters, type UpdateMetricReturnType } from './actions/updateMetric.js'
import { getMyNfts, type GetMyNftsParameters, type GetMyNftsReturnType } from './actions/getMyNfts.js'
import { getEntityNfts, type GetEntityNftsParameters, type GetEntityNftsReturnType } from './actions/getEntityNfts.js'
import { listThemes, type ListThemesParameters, type ListThemesReturnType } from './actions/listThemes.js'
import { createTheme, type CreateThemeParameters, type CreateThemeReturnType } from './actions/createTheme.js'
import { updateTheme, type UpdateThemeParameters, type UpdateThemeReturnType } from './actions/updateTheme.js'
import { deleteTheme, type DeleteThemeParameters, type DeleteThemeReturnType } from './actions/deleteTheme.js'
import { setDefaultTheme, type SetDefaultThemeParameters, type SetDefaultThemeReturnType } from './actions/setDefaultTheme.js'
import { listSkills, type ListSkillsParameters, type ListSkillsReturnType } from './actions/listSkills.js'
import { createSkill, type CreateSkillParameters, type CreateSkillReturnType } from './actions/createSkill.js'
import { createSkills, type CreateSkillsParameters, type CreateSkillsReturnType } from './actions/createSkills.js'
import { updateLevelRequirements, type UpdateLevelRequirementsParameters, type UpdateLevelRequirementsReturnType } from './actions/updateLevelRequirements.js'
import { listLevels, type ListLevelsParameters, type ListLevelsReturnType } from './actions/listLevels.js'
import { createLevel, type CreateLevelParameters, type CreateLevelReturnType } from './actions/createLevel.js'
import { deleteLevel, type DeleteLevelParameters, type DeleteLevelReturnType } from './actions/deleteLevel.js'
import { updateLevel, type UpdateLevelParameters, type UpdateLevelReturnType } from './actions/updateLevel.js'
import { createUser, type CreateUserParameters, type CreateUserReturnType } from './actions/createUser.js'
import { getProfile, type GetProfileParameters, type GetProfileReturnType } from './actions/getProfile.js'
import { updateProfile, type UpdateProfileParameters, type UpdateProfileReturnType } from './actions/updateProfile.js'
import { clientBaseOf, type EngagementClientBase } from './internal/clientBase.js'
import { callEndpoint, type Endpoint } from './internal/endpoint.js'
import { createTransport } from './internal/transport.js'
import type { CallOptions, EngagementClientConfig } from './types.js'

/** A typed client for the Community Engagement Service: one method per endpoint (spec section 4). */
export type EngagementClient = EngagementClientBase & {
  getEntity(parameters: GetEntityParameters, options?: CallOptions): Promise<GetEntityReturnType>
  updateEntity(parameters: UpdateEntityParameters, options?: CallOptions): Promise<UpdateEntityReturnType>
  listEntityUsers(parameters: ListEntityUsersParameters, options?: CallOptions): Promise<ListEntityUsersReturnType>
  forceAddUsers(parameters: ForceAddUsersParameters, options?: CallOptions): Promise<ForceAddUsersReturnType>
  listEntityMetrics(parameters: ListEntityMetricsParameters, options?: CallOptions): Promise<ListEntityMetricsReturnType>
  getUserMetrics(parameters: GetUserMetricsParameters, options?: CallOptions): Promise<GetUserMetricsReturnType>
  incrementMetric(parameters: IncrementMetricParameters, options?: CallOptions): Promise<IncrementMetricReturnType>
  incrementMetrics(parameters: IncrementMetricsParameters, options?: CallOptions): Promise<IncrementMetricsReturnType>
  updateMetric(parameters: UpdateMetricParameters, options?: CallOptions): Promise<UpdateMetricReturnType>
  getMyNfts(parameters?: GetMyNftsParameters, options?: CallOptions): Promise<GetMyNftsReturnType>
  getEntityNfts(parameters: GetEntityNftsParameters, options?: CallOptions): Promise<GetEntityNftsReturnType>
  listThemes(parameters: ListThemesParameters, options?: CallOptions): Promise<ListThemesReturnType>
  createTheme(parameters: CreateThemeParameters, options?: CallOptions): Promise<CreateThemeReturnType>
  updateTheme(parameters: UpdateThemeParameters, options?: CallOptions): Promise<UpdateThemeReturnType>
  deleteTheme(parameters: DeleteThemeParameters, options?: CallOptions): Promise<DeleteThemeReturnType>
  setDefaultTheme(parameters: SetDefaultThemeParameters, options?: CallOptions): Promise<SetDefaultThemeReturnType>
  listSkills(parameters?: ListSkillsParameters, options?: CallOptions): Promise<ListSkillsReturnType>
  createSkill(parameters: CreateSkillParameters, options?: CallOptions): Promise<CreateSkillReturnType>
  createSkills(parameters: CreateSkillsParameters, options?: CallOptions): Promise<CreateSkillsReturnType>
  updateLevelRequirements(parameters: UpdateLevelRequirementsParameters, options?: CallOptions): Promise<UpdateLevelRequirementsReturnType>
  listLevels(parameters: ListLevelsParameters, options?: CallOptions): Promise<ListLevelsReturnType>
  createLevel(parameters: CreateLevelParameters, options?: CallOptions): Promise<CreateLevelReturnType>
  deleteLevel(parameters: DeleteLevelParameters, options?: CallOptions): Promise<DeleteLevelReturnType>
  updateLevel(parameters: UpdateLevelParameters, options?: CallOptions): Promise<UpdateLevelReturnType>
  createUser(parameters: CreateUserParameters, options?: CallOptions): Promise<CreateUserReturnType>
  getProfile(parameters: GetProfileParameters, options?: CallOptions): Promise<GetProfileReturnType>
  updateProfile(parameters: UpdateProfileParameters, options?: CallOptions): Promise<UpdateProfileReturnType>
}

/** Every endpoint, under the method name it gets on the client (also the name its errors carry), in the order of the spec's rows. */
export const endpoints: Record<EndpointName, Endpoint> = {
  getEntity, updateEntity, listEntityUsers, forceAddUsers, listEntityMetrics, getUserMetrics, incrementMetric, incrementMetrics,
  updateMetric, getMyNfts, getEntityNfts, listThemes, createTheme, updateTheme, deleteTheme, setDefaultTheme, listSkills,
  createSkill, createSkills, updateLevelRequirements, listLevels, createLevel, deleteLevel, updateLevel, createUser, getProfile,
  updateProfile,
}

/** The name of an endpoint method of {@link EngagementClient}. */
export type EndpointName = Exclude<keyof EngagementClient, keyof EngagementClientBase>

/** The names of every endpoint method, in the order of the spec's rows. */
export const endpointNames = (): EndpointName[] => Object.keys(endpoints) as EndpointName[]

/**
 * Creates a client for the service at `baseUrl`. Inputs are checked before sending, replies are checked
 * on arrival, reads are retried with backoff, and every failure is an {@link EngagementError}.
 */
export function createEngagementClient(config: EngagementClientConfig): EngagementClient {
  const transport = createTransport(config)
  const client = clientBaseOf(transport) as Record<string, unknown> & EngagementClientBase
  for (const [name, endpoint] of Object.entries(endpoints)) client[name] = (parameters: unknown, options?: CallOptions) => callEndpoint(transport, name, endpoint, parameters, options)
  return client as EngagementClient
}
