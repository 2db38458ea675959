import type { Endpoint } from '../internal/endpoint.js'
import { deleteApiKeyEndpoint } from './deleteApiKey.js'
import { deleteSessionEndpoint } from './deleteSession.js'
import { listApiKeysEndpoint } from './listApiKeys.js'
import { createApiKeyEndpoint } from './createApiKey.js'
import { getServiceInfoEndpoint } from './getServiceInfo.js'
import { getLeaderboardEndpoint } from './getLeaderboard.js'
import { createLevelEndpoint } from './createLevel.js'
import { createSkillEndpoint } from './createSkill.js'
import { createSkillsEndpoint } from './createSkills.js'
import { createThemeEndpoint } from './createTheme.js'
import { createUserEndpoint } from './createUser.js'
import { deleteLevelEndpoint } from './deleteLevel.js'
import { deleteThemeEndpoint } from './deleteTheme.js'
import { forceAddUsersEndpoint } from './forceAddUsers.js'
import { getEntityEndpoint } from './getEntity.js'
import { getEntityNftsEndpoint } from './getEntityNfts.js'
import { getMyNftsEndpoint } from './getMyNfts.js'
import { getProfileEndpoint } from './getProfile.js'
import { getUserMetricsEndpoint } from './getUserMetrics.js'
import { incrementMetricEndpoint } from './incrementMetric.js'
import { incrementMetricsEndpoint } from './incrementMetrics.js'
import { listEntityMetricsEndpoint } from './listEntityMetrics.js'
import { listEntityUsersEndpoint } from './listEntityUsers.js'
import { listLevelsEndpoint } from './listLevels.js'
import { listSkillsEndpoint } from './listSkills.js'
import { listThemesEndpoint } from './listThemes.js'
import { setDefaultThemeEndpoint } from './setDefaultTheme.js'
import { updateEntityEndpoint } from './updateEntity.js'
import { updateLevelEndpoint } from './updateLevel.js'
import { updateLevelRequirementsEndpoint } from './updateLevelRequirements.js'
import { updateMetricEndpoint } from './updateMetric.js'
import { updateProfileEndpoint } from './updateProfile.js'
import { updateThemeEndpoint } from './updateTheme.js'

/** Every endpoint definition of the service, in the order of the spec's rows (1 to 27), then engagekit's extensions. */
export const allEndpoints = [
  listEntityMetricsEndpoint, getUserMetricsEndpoint, incrementMetricEndpoint, incrementMetricsEndpoint,
  updateMetricEndpoint, getEntityEndpoint, updateEntityEndpoint, listEntityUsersEndpoint, forceAddUsersEndpoint,
  getMyNftsEndpoint, getEntityNftsEndpoint, listThemesEndpoint, createThemeEndpoint, updateThemeEndpoint,
  deleteThemeEndpoint, setDefaultThemeEndpoint, listSkillsEndpoint, createSkillEndpoint, createSkillsEndpoint,
  updateLevelRequirementsEndpoint, listLevelsEndpoint, createLevelEndpoint, deleteLevelEndpoint, updateLevelEndpoint,
  createUserEndpoint, getProfileEndpoint, updateProfileEndpoint,
  getLeaderboardEndpoint, getServiceInfoEndpoint, createApiKeyEndpoint, listApiKeysEndpoint, deleteApiKeyEndpoint,
  deleteSessionEndpoint,
] as const satisfies readonly Endpoint[]
