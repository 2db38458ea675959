import { isAddress } from 'viem'
import { createLevelCommand } from '../service/commands/createLevel.js'
import { createLevelEndpoint } from '../core/actions/createLevel.js'
import { createSkillCommand } from '../service/commands/createSkill.js'
import { createSkillEndpoint } from '../core/actions/createSkill.js'
import { createSkillsCommand } from '../service/commands/createSkills.js'
import { createSkillsEndpoint } from '../core/actions/createSkills.js'
import { createThemeCommand } from '../service/commands/createTheme.js'
import { createThemeEndpoint } from '../core/actions/createTheme.js'
import { createUserCommand } from '../service/commands/createUser.js'
import { createUserEndpoint } from '../core/actions/createUser.js'
import { deleteLevelCommand } from '../service/commands/deleteLevel.js'
import { deleteLevelEndpoint } from '../core/actions/deleteLevel.js'
import { deleteThemeCommand } from '../service/commands/deleteTheme.js'
import { deleteThemeEndpoint } from '../core/actions/deleteTheme.js'
import { forceAddUsersCommand } from '../service/commands/forceAddUsers.js'
import { forceAddUsersEndpoint } from '../core/actions/forceAddUsers.js'
import { getEntityCommand } from '../service/commands/getEntity.js'
import { getEntityEndpoint } from '../core/actions/getEntity.js'
import { getEntityNftsCommand } from '../service/commands/getEntityNfts.js'
import { getEntityNftsEndpoint } from '../core/actions/getEntityNfts.js'
import { getMyNftsCommand } from '../service/commands/getMyNfts.js'
import { getMyNftsEndpoint } from '../core/actions/getMyNfts.js'
import { getProfileCommand } from '../service/commands/getProfile.js'
import { getProfileEndpoint } from '../core/actions/getProfile.js'
import { getUserMetricsCommand } from '../service/commands/getUserMetrics.js'
import { getUserMetricsEndpoint } from '../core/actions/getUserMetrics.js'
import { incrementMetricCommand } from '../service/commands/incrementMetric.js'
import { incrementMetricEndpoint } from '../core/actions/incrementMetric.js'
import { incrementMetricsCommand } from '../service/commands/incrementMetrics.js'
import { incrementMetricsEndpoint } from '../core/actions/incrementMetrics.js'
import { listEntityMetricsCommand } from '../service/commands/listEntityMetrics.js'
import { listEntityMetricsEndpoint } from '../core/actions/listEntityMetrics.js'
import { listEntityUsersCommand } from '../service/commands/listEntityUsers.js'
import { listEntityUsersEndpoint } from '../core/actions/listEntityUsers.js'
import { listLevelsCommand } from '../service/commands/listLevels.js'
import { listLevelsEndpoint } from '../core/actions/listLevels.js'
import { listSkillsCommand } from '../service/commands/listSkills.js'
import { listSkillsEndpoint } from '../core/actions/listSkills.js'
import { listThemesCommand } from '../service/commands/listThemes.js'
import { listThemesEndpoint } from '../core/actions/listThemes.js'
import { setDefaultThemeCommand } from '../service/commands/setDefaultTheme.js'
import { setDefaultThemeEndpoint } from '../core/actions/setDefaultTheme.js'
import { updateEntityCommand } from '../service/commands/updateEntity.js'
import { updateEntityEndpoint } from '../core/actions/updateEntity.js'
import { updateLevelCommand } from '../service/commands/updateLevel.js'
import { updateLevelEndpoint } from '../core/actions/updateLevel.js'
import { updateLevelRequirementsEndpoint } from '../core/actions/updateLevelRequirements.js'
import { updateMetricCommand } from '../service/commands/updateMetric.js'
import { updateMetricEndpoint } from '../core/actions/updateMetric.js'
import { updateProfileCommand } from '../service/commands/updateProfile.js'
import { updateProfileEndpoint } from '../core/actions/updateProfile.js'
import { updateThemeCommand } from '../service/commands/updateTheme.js'
import { updateThemeEndpoint } from '../core/actions/updateTheme.js'
import { getLeaderboardEndpoint } from '../core/actions/getLeaderboard.js'
import { getLeaderboardCommand } from '../service/commands/getLeaderboard.js'
import { getServiceInfoEndpoint } from '../core/actions/getServiceInfo.js'
import { getServiceInfoCommand } from '../service/commands/getServiceInfo.js'
import { createApiKeyEndpoint } from '../core/actions/createApiKey.js'
import { createApiKeyCommand } from '../service/commands/createApiKey.js'
import { listApiKeysEndpoint } from '../core/actions/listApiKeys.js'
import { listApiKeysCommand } from '../service/commands/listApiKeys.js'
import { deleteApiKeyEndpoint } from '../core/actions/deleteApiKey.js'
import { deleteApiKeyCommand } from '../service/commands/deleteApiKey.js'
import { deleteSessionEndpoint } from '../core/actions/deleteSession.js'
import { deleteSessionCommand } from '../service/commands/deleteSession.js'
import { uploadImageEndpoint } from '../core/actions/uploadImage.js'
import { uploadImageCommand } from '../service/commands/uploadImage.js'
import { watchEventsEndpoint } from '../core/actions/watchEvents.js'
import { watchEventsCommand } from '../service/commands/watchEvents.js'
import { createWebhookEndpoint } from '../core/actions/createWebhook.js'
import { createWebhookCommand } from '../service/commands/createWebhook.js'
import { listWebhooksEndpoint } from '../core/actions/listWebhooks.js'
import { listWebhooksCommand } from '../service/commands/listWebhooks.js'
import { deleteWebhookEndpoint } from '../core/actions/deleteWebhook.js'
import { deleteWebhookCommand } from '../service/commands/deleteWebhook.js'
import { rotateWebhookSecretEndpoint } from '../core/actions/rotateWebhookSecret.js'
import { rotateWebhookSecretCommand } from '../service/commands/rotateWebhookSecret.js'
import { listWebhookDeliveriesEndpoint } from '../core/actions/listWebhookDeliveries.js'
import { listWebhookDeliveriesCommand } from '../service/commands/listWebhookDeliveries.js'
import { retryWebhookDeliveryEndpoint } from '../core/actions/retryWebhookDelivery.js'
import { retryWebhookDeliveryCommand } from '../service/commands/retryWebhookDelivery.js'
import { listAchievementsEndpoint } from '../core/actions/listAchievements.js'
import { listAchievementsCommand } from '../service/commands/listAchievements.js'
import { createAchievementEndpoint } from '../core/actions/createAchievement.js'
import { createAchievementCommand } from '../service/commands/createAchievement.js'
import { updateAchievementEndpoint } from '../core/actions/updateAchievement.js'
import { updateAchievementCommand } from '../service/commands/updateAchievement.js'
import { deleteAchievementEndpoint } from '../core/actions/deleteAchievement.js'
import { deleteAchievementCommand } from '../service/commands/deleteAchievement.js'
import { getMemberAchievementsEndpoint } from '../core/actions/getMemberAchievements.js'
import { getMemberAchievementsCommand } from '../service/commands/getMemberAchievements.js'
import { awardAchievementEndpoint } from '../core/actions/awardAchievement.js'
import { awardAchievementCommand } from '../service/commands/awardAchievement.js'
import { setStreakEndpoint } from '../core/actions/setStreak.js'
import { setStreakCommand } from '../service/commands/setStreak.js'
import { getStreakEndpoint } from '../core/actions/getStreak.js'
import { getStreakCommand } from '../service/commands/getStreak.js'
import { updateMemberEndpoint } from '../core/actions/updateMember.js'
import { updateMemberCommand } from '../service/commands/updateMember.js'
import { defineRoute } from './defineRoute.js'
import type { Route } from './Route.js'

/** Every endpoint of the service (rows 1 to 27, in the spec's order, then engagekit's extensions), each a definition and the command answering it. */
export const serviceRoutes: readonly Route[] = [
  defineRoute({ endpoint: listEntityMetricsEndpoint, command: listEntityMetricsCommand }),
  defineRoute({ endpoint: getUserMetricsEndpoint, command: getUserMetricsCommand }),
  defineRoute({ endpoint: incrementMetricEndpoint, command: incrementMetricCommand }),
  defineRoute({ endpoint: incrementMetricsEndpoint, command: incrementMetricsCommand }),
  defineRoute({ endpoint: updateMetricEndpoint, command: updateMetricCommand }),
  defineRoute({ endpoint: getEntityEndpoint, command: getEntityCommand }),
  defineRoute({ endpoint: updateEntityEndpoint, command: updateEntityCommand }),
  defineRoute({ endpoint: listEntityUsersEndpoint, command: listEntityUsersCommand, reply: 'users' }),
  defineRoute({ endpoint: forceAddUsersEndpoint, command: forceAddUsersCommand }),
  defineRoute({ endpoint: getMyNftsEndpoint, command: getMyNftsCommand }),
  defineRoute({ endpoint: getEntityNftsEndpoint, command: getEntityNftsCommand }),
  defineRoute({ endpoint: listThemesEndpoint, command: listThemesCommand }),
  defineRoute({ endpoint: createThemeEndpoint, command: createThemeCommand }),
  defineRoute({ endpoint: updateThemeEndpoint, command: updateThemeCommand }),
  defineRoute({ endpoint: deleteThemeEndpoint, command: deleteThemeCommand }),
  defineRoute({ endpoint: setDefaultThemeEndpoint, command: setDefaultThemeCommand }),
  defineRoute({ endpoint: listSkillsEndpoint, command: listSkillsCommand }),
  defineRoute({ endpoint: createSkillEndpoint, command: createSkillCommand }),
  defineRoute({ endpoint: createSkillsEndpoint, command: createSkillsCommand }),
  // Rows 20 and 24 share one path; the body tells them apart. Row 20's session rule (address optional) serves both.
  defineRoute({ endpoint: [updateLevelRequirementsEndpoint, updateLevelEndpoint], command: updateLevelCommand }),
  defineRoute({ endpoint: listLevelsEndpoint, command: listLevelsCommand, reply: 'bare' }),
  defineRoute({ endpoint: createLevelEndpoint, command: createLevelCommand }),
  defineRoute({ endpoint: deleteLevelEndpoint, command: deleteLevelCommand }),
  defineRoute({ endpoint: createUserEndpoint, command: createUserCommand }),
  defineRoute({ endpoint: getProfileEndpoint, command: getProfileCommand }),
  defineRoute({ endpoint: updateProfileEndpoint, command: updateProfileCommand }),
  // engagekit's extensions (docs/api.md, "Extensions"): boards, service discovery, API keys, sign-out, uploads, webhooks.
  defineRoute({ endpoint: getLeaderboardEndpoint, command: getLeaderboardCommand }),
  defineRoute({ endpoint: getServiceInfoEndpoint, command: getServiceInfoCommand }),
  defineRoute({ endpoint: createApiKeyEndpoint, command: createApiKeyCommand }),
  defineRoute({ endpoint: listApiKeysEndpoint, command: listApiKeysCommand }),
  defineRoute({ endpoint: deleteApiKeyEndpoint, command: deleteApiKeyCommand }),
  defineRoute({ endpoint: deleteSessionEndpoint, command: deleteSessionCommand }),
  defineRoute({ endpoint: uploadImageEndpoint, command: uploadImageCommand }),
  defineRoute({ endpoint: watchEventsEndpoint, command: watchEventsCommand }),
  defineRoute({ endpoint: createWebhookEndpoint, command: createWebhookCommand }),
  defineRoute({ endpoint: listWebhooksEndpoint, command: listWebhooksCommand }),
  defineRoute({ endpoint: deleteWebhookEndpoint, command: deleteWebhookCommand }),
  defineRoute({ endpoint: rotateWebhookSecretEndpoint, command: rotateWebhookSecretCommand }),
  defineRoute({ endpoint: listWebhookDeliveriesEndpoint, command: listWebhookDeliveriesCommand }),
  defineRoute({ endpoint: retryWebhookDeliveryEndpoint, command: retryWebhookDeliveryCommand }),
  defineRoute({ endpoint: listAchievementsEndpoint, command: listAchievementsCommand }),
  defineRoute({ endpoint: createAchievementEndpoint, command: createAchievementCommand }),
  defineRoute({ endpoint: updateAchievementEndpoint, command: updateAchievementCommand }),
  defineRoute({ endpoint: deleteAchievementEndpoint, command: deleteAchievementCommand }),
  defineRoute({ endpoint: getMemberAchievementsEndpoint, command: getMemberAchievementsCommand }),
  defineRoute({ endpoint: awardAchievementEndpoint, command: awardAchievementCommand }),
  // A JSON `null` body turns the streak off, as `{ "streak": null }` does.
  defineRoute({ endpoint: setStreakEndpoint, command: setStreakCommand, nullBody: { streak: null } }),
  defineRoute({ endpoint: getStreakEndpoint, command: getStreakCommand }),
  defineRoute({ endpoint: updateMemberEndpoint, command: updateMemberCommand }),
  // Row 27 as the spec writes it: POST /api with the address as the only segment. Last, as it catches any one segment.
  defineRoute({
    endpoint: updateProfileEndpoint,
    command: updateProfileCommand,
    path: '/api/:userAddress',
    accepts: (params) => isAddress(params['userAddress'] ?? '', { strict: false }),
  }),
]
