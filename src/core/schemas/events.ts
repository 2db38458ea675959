import * as v from '../internal/schema.js'

const text = v.string()
const number = v.number()

/**
 * Every kind of event the service writes, with what its `data` holds and who may read it: one definition, from which
 * the event types, the OpenAPI document's `webhooks` and docs/api.md's list are made. An event is written in the
 * same transaction as the change it tells of (rows 3, 4, 7, 9, 16, 27 and theme deletion), so an acknowledged change
 * always has its event and a refused one never. `audience` is who may read it besides the member it is about:
 * `entity`, whoever may read the entity (anyone for a public entity, its members for a private one); `admins`, its
 * owners and admins.
 */
export const eventDefinitions = {
  'member.joined': {
    description: 'A user became a member of the entity: by force-add (row 9), as a new owner (row 7), or by a first increment (rows 3 and 4). `tokenId` is their NFT\'s.',
    audience: 'entity',
    data: v.object({ address: text, chain: text, tokenId: number }),
  },
  'metric.incremented': {
    description:
      'A counter moved (rows 3 and 4): by `count` (the sum, when a call names the metric twice) to `counter`. `by` is who gave it: the caller\'s address, or `key:` and the id of the API key it came with.',
    audience: 'entity',
    data: v.object({ address: text, metricId: text, metric: text, count: number, counter: number, by: text }),
  },
  'level.reached': {
    description: 'An increment took the member\'s XP to an enabled level\'s threshold or past it; one event per level crossed, lowest first. `name` is the level\'s, or `Level N`.',
    audience: 'entity',
    data: v.object({ address: text, level: number, name: text }),
  },
  'achievement.earned': {
    description:
      'A member earned an achievement: an increment took their counter to its threshold, their streak reached its length, an owner, admin or API key awarded it, or it was made or its threshold lowered while they were past it. Once per member and achievement. `trigger` is its type: `metric`, `streak` or `manual`.',
    audience: 'entity',
    data: v.object({ address: text, key: text, name: text, trigger: text }),
  },
  'profile.updated': {
    description:
      'A member changed their profile (row 27); one event in each entity they are a member of. `fields` names the fields that changed, never their values: read them with row 26, where the contact fields stay private.',
    audience: 'entity',
    data: v.object({ address: text, fields: v.array(text) }),
  },
  'entity.updated': {
    description: 'The entity changed (row 7, row 16, or deleting its default theme): `fields` names the fields that changed, `version` is its `__v` now.',
    audience: 'entity',
    data: v.object({ fields: v.array(text), version: number }),
  },
  'streak.extended': {
    description:
      'An increment of the streak\'s metric extended the member\'s streak for the current period (its first increment in that period): `length` is the streak\'s length now (1 for a streak that starts), `periodStart` the period\'s first instant and `timeZone` the member\'s.',
    audience: 'entity',
    data: v.object({ address: text, length: number, frequency: text, periodStart: text, timeZone: text }),
  },
  'streak.freeze_used': {
    description:
      'A period passed without an increment of the streak\'s metric and a freeze kept the streak: one event per period, written by the member\'s next increment of that metric that observes it (so `at` is later than `periodEnd`). `freezes` is how many the member holds after it.',
    audience: 'entity',
    data: v.object({ address: text, periodStart: text, periodEnd: text, freezes: number }),
  },
  'streak.ended': {
    description:
      'A period passed without an increment of the streak\'s metric and no freeze was left: the streak of `length` periods ended at `endedAt`. Written by the member\'s next increment of that metric that observes it (so `at` is later than `endedAt`), before the `streak.extended` of the streak that increment starts.',
    audience: 'entity',
    data: v.object({ address: text, length: number, endedAt: text }),
  },
} as const satisfies Record<string, { description: string; audience: EventAudience; data: v.GenericSchema }>

/** Who may read an event besides the member it is about: whoever may read the entity, or its owners and admins only. */
export type EventAudience = 'entity' | 'admins'

/** The kinds of event, as `type` names them. */
export type EngagementEventType = keyof typeof eventDefinitions

/** The kinds of event, in the order they are documented. */
export const engagementEventTypes = Object.keys(eventDefinitions) as EngagementEventType[]

/** What an event of type `T` carries in `data`. */
export type EngagementEventData<T extends EngagementEventType> = v.InferOutput<(typeof eventDefinitions)[T]['data']>

/**
 * A change worth telling, as the service keeps it. `id` increases with every event (and, within an entity, in the
 * order the changes were made): what a stream's `id:` and `Last-Event-ID` carry. `at` is the change's time (ISO 8601).
 */
export type EngagementEvent = {
  [T in EngagementEventType]: { id: number; type: T; entityId: string; at: string; data: EngagementEventData<T> }
}[EngagementEventType]
