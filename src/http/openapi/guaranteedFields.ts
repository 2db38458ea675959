import * as v from '../../core/internal/schema.js'
import { achievementAwardResultSchema, achievementProgressSchema, achievementSchema, earnedAchievementSchema, memberAchievementSchema } from '../../core/schemas/achievement.js'
import { apiKeySchema, createdApiKeySchema } from '../../core/schemas/apiKey.js'
import { entitySchema, entityUserSchema } from '../../core/schemas/entity.js'
import { boardRowSchema, leaderboardPeriods, leaderboardReplySchema } from '../../core/schemas/leaderboard.js'
import { levelSchema } from '../../core/schemas/level.js'
import { incrementMetricResultSchema, incrementResultSchema, reachedLevelSchema, streakChangeSchema } from '../../core/schemas/increment.js'
import { metricSchema, userMetricSchema } from '../../core/schemas/metric.js'
import { dyNftSchema, nftAttributeSchema } from '../../core/schemas/nft.js'
import { contactProfileFields, profileFields, profileSchema } from '../../core/schemas/profile.js'
import { serviceInfoSchema } from '../../core/schemas/serviceInfo.js'
import { skillSchema } from '../../core/schemas/skill.js'
import { themeSchema } from '../../core/schemas/theme.js'
import { userRecordSchema } from '../../core/schemas/user.js'
import { createdWebhookSchema, webhookDeliverySchema, webhookSchema } from '../../core/schemas/webhook.js'
import { entityStreakFreezesSchema, entityStreakSchema, memberStreakSchema } from '../../core/schemas/streak.js'

// The client reads every record leniently (a missing text is '', `_id` stands for `id`, a default fills a missing
// flag), so its schemas say little of what engagekit's service sends. These are the fields the service always sends
// in each record, typed as it sends them (src/service/commands and rules/*View.ts make them); the OpenAPI document
// marks them required. The contract suite checks every reply it sees against the document, on every store.

const text = v.string()
const texts = <const TKeys extends readonly string[]>(keys: TKeys) => Object.fromEntries(keys.map((key) => [key, text])) as Record<TKeys[number], typeof text>
const oneOf = (values: readonly string[]) => v.custom<string>((value) => values.includes(value as string), `must be ${values.join(', ')}`, { type: 'string', enum: [...values] })
const nullableText = v.nullable(text)

/** The fields the service always sends, by the client's schema of the record that carries them. */
export const guaranteedFields: ReadonlyMap<v.Schema<any, any>, v.ObjectEntries> = new Map<v.Schema<any, any>, v.ObjectEntries>([
  [
    entitySchema,
    {
      ...texts(['id', 'name', 'description', 'openseaSlug', 'twitter', 'discord', 'telegram', 'instagram', 'website', 'bannerURL', 'imageURL', 'communityURLAlias', 'createdAt', 'modifiedAt']),
      ownerAddress: v.array(text),
      adminAddresses: v.array(text),
      contracts: v.array(v.unknown()),
      isEnabled: v.boolean(),
      public: v.boolean(),
      defaultDyNftThemeId: nullableText,
      __v: v.number(),
    },
  ],
  [entityUserSchema, { ...texts(['address', 'chain', 'joinedAt']), role: oneOf(['owner', 'admin', 'member']) }],
  [metricSchema, texts(['id', 'name', 'description', 'type'])],
  [userMetricSchema, { metric: text, counter: v.number() }],
  [reachedLevelSchema, { level: v.number(), name: text }],
  [earnedAchievementSchema, texts(['key', 'name', 'description', 'imageUrl', 'earnedAt'])],
  [incrementResultSchema, { counters: v.array(userMetricSchema), levelsReached: v.array(reachedLevelSchema), achievementsEarned: v.array(earnedAchievementSchema) }],
  [
    incrementMetricResultSchema,
    { metric: text, counter: v.number(), counters: v.array(userMetricSchema), levelsReached: v.array(reachedLevelSchema), achievementsEarned: v.array(earnedAchievementSchema) },
  ],
  [achievementSchema, { ...texts(['key', 'name', 'description', 'imageUrl']), completions: v.number(), rarity: v.number() }],
  [achievementProgressSchema, { current: v.number(), target: v.number() }],
  [
    memberAchievementSchema,
    { ...texts(['key', 'name', 'description', 'imageUrl']), completions: v.number(), rarity: v.number(), earnedAt: nullableText, progress: v.nullable(achievementProgressSchema) },
  ],
  [achievementAwardResultSchema, { ...texts(['key', 'userAddress', 'earnedAt']), alreadyEarned: v.boolean() }],
  [levelSchema, { communityId: text, level: v.number(), xpThreshold: v.number(), isEnabled: v.boolean() }],
  [
    themeSchema,
    { ...texts(['id', 'entityID', 'level', 'title', 'price', 'backgroundImageIPFS', 'horizontalLogoImageIPFS', 'squareLogoImageIPFS', 'backgroundColor']), isDefault: v.boolean() },
  ],
  [skillSchema, { ...texts(['id', 'name', 'description']), entityID: nullableText, parentId: nullableText, score: v.number(), maxScore: v.number() }],
  [nftAttributeSchema, { trait_type: text, value: v.number() }],
  [
    dyNftSchema,
    {
      ...texts(['id', 'tokenId', 'entityID', 'owner', 'name', 'description', 'image', 'title', 'updatedAt']),
      level: v.number(),
      xp: v.number(),
      themeId: nullableText,
      theme: v.nullable(themeSchema),
      attributes: v.array(nftAttributeSchema),
    },
  ],
  // The contact fields reach only the user themself and the admins and owners of their entities.
  [profileSchema, { address: text, ...texts(profileFields.filter((field) => !(contactProfileFields as readonly string[]).includes(field))) }],
  [userRecordSchema, { address: text, isNew: v.boolean(), createdAt: text }],
  [apiKeySchema, { ...texts(['id', 'name', 'prefix', 'createdAt']), lastUsedAt: nullableText }],
  [createdApiKeySchema, texts(['id', 'name', 'key'])],
  [boardRowSchema, { address: text, rank: v.number(), value: v.number() }],
  [
    leaderboardReplySchema,
    { metric: text, period: oneOf(leaderboardPeriods), from: nullableText, to: nullableText, rows: v.array(boardRowSchema), around: v.array(boardRowSchema), memberCount: v.number() },
  ],
  [serviceInfoSchema, { version: text, features: v.array(text) }],
  [webhookSchema, { ...texts(['id', 'url', 'description', 'createdAt']), events: v.array(text), disabledAt: nullableText, disabledReason: nullableText }],
  [createdWebhookSchema, { ...texts(['id', 'url', 'secret']), events: v.array(text) }],
  [
    webhookDeliverySchema,
    {
      ...texts(['id', 'messageId', 'event', 'createdAt']),
      eventId: v.number(),
      status: oneOf(['pending', 'delivered', 'failed']),
      attempts: v.number(),
      responseCode: v.nullable(v.number()),
      durationMs: v.nullable(v.number()),
      error: nullableText,
      lastAttemptAt: nullableText,
      nextAttemptAt: nullableText,
    },
  ],
  [entityStreakFreezesSchema, { initial: v.number(), earnEveryDays: v.number(), max: v.number() }],
  [entityStreakSchema, { metric: text, metricId: text, frequency: oneOf(['daily', 'weekly']), freezes: entityStreakFreezesSchema }],
  [streakChangeSchema, { length: v.number(), extended: v.boolean() }],
  [
    memberStreakSchema,
    {
      length: v.number(),
      frequency: oneOf(['daily', 'weekly']),
      timeZone: text,
      startedAt: nullableText,
      periodStart: text,
      periodEnd: text,
      expiresAt: nullableText,
      freezes: v.number(),
      history: v.array(oneOf(['extended', 'frozen', 'missed'])),
    },
  ],
])
