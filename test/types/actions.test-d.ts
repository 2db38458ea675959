// Type tests, checked by `npm run typecheck` (tsc): what the actions take and give, checked against the schemas that
// check the same calls at run time, and what must not compile (`@ts-expect-error` fails the build when it does).
import { expectTypeOf } from 'vitest'
import * as actions from '../../src/core/actions/index.js'
import type * as v from '../../src/core/internal/schema.js'
import type { EngagementClient, IncrementMetricResult, LeaderboardChangedEvent, Level, StreamEvent, UserMetric, WriteResult } from '../../src/core/index.js'
import type { LeaderboardReply } from '../../src/core/schemas/leaderboard.js'
import { type levelCreateSchema, type levelUpdateSchema } from '../../src/core/schemas/level.js'
import { type incrementMetricSchema, type incrementMetricsSchema, type metricUpdateSchema } from '../../src/core/schemas/metric.js'
import { type profileWriteSchema } from '../../src/core/schemas/profileWrite.js'

declare const client: EngagementClient
const address = '0x50Ff1a2Da020b94d735AdE27ac7b2a67b9bCb446'

/** Every value the schema accepts for `K` is one the parameters' type takes. */
type Accepts<TParameters, TSchema extends v.Schema<any, any>, K extends keyof v.InferInput<TSchema> & keyof TParameters> = v.InferInput<TSchema>[K] extends TParameters[K] ? true : false

// What each call gives.
expectTypeOf(actions.getUserMetrics(client, { entityId: 'aurora-guild', userAddress: address })).resolves.toEqualTypeOf<UserMetric[]>()
expectTypeOf(actions.listLevels(client, { entityId: 'aurora-guild' })).resolves.toEqualTypeOf<Level[]>()
expectTypeOf(actions.createLevel(client, { entityId: 'aurora-guild', level: 4, xp: 1200 })).resolves.toEqualTypeOf<WriteResult<Level>>()
expectTypeOf(actions.incrementMetric(client, { entityId: 'aurora-guild', userAddress: address, metric: 'xp', count: '5' })).resolves.toEqualTypeOf<WriteResult<IncrementMetricResult>>()
expectTypeOf(actions.getLeaderboard(client, { entityId: 'aurora-guild', metric: 'xp', period: 'week' })).resolves.toEqualTypeOf<LeaderboardReply>()
// Parameters may be left out where none are required; options come after them.
expectTypeOf(actions.getMyNfts(client)).resolves.toBeArray()
expectTypeOf(actions.getServiceInfo(client)).resolves.toHaveProperty('features')
expectTypeOf(actions.incrementMetric).parameter(2).toMatchTypeOf<{ idempotencyKey?: string | undefined } | undefined>()

// The parameters' types take everything the schemas accept (numbers as numeric strings too: the spec types them as String).
expectTypeOf<Accepts<actions.CreateLevelParameters, typeof levelCreateSchema, 'level'>>().toEqualTypeOf<true>()
expectTypeOf<Accepts<actions.CreateLevelParameters, typeof levelCreateSchema, 'xp'>>().toEqualTypeOf<true>()
expectTypeOf<Accepts<actions.UpdateLevelParameters, typeof levelUpdateSchema, 'xp'>>().toEqualTypeOf<true>()
expectTypeOf<Accepts<actions.IncrementMetricParameters, typeof incrementMetricSchema, 'count'>>().toEqualTypeOf<true>()
expectTypeOf<Accepts<actions.IncrementMetricsParameters, typeof incrementMetricsSchema, 'counts'>>().toEqualTypeOf<true>()
expectTypeOf<Accepts<actions.IncrementMetricsParameters, typeof incrementMetricsSchema, 'metrics'>>().toEqualTypeOf<true>()
expectTypeOf<Accepts<actions.UpdateMetricParameters, typeof metricUpdateSchema, 'name'>>().toEqualTypeOf<true>()
expectTypeOf<Accepts<actions.UpdateProfileParameters, typeof profileWriteSchema, 'name'>>().toEqualTypeOf<true>()

// What must not compile.
// @ts-expect-error entityId is required
void actions.getUserMetrics(client, { userAddress: address })
// @ts-expect-error a count is a number or a numeric string, not a boolean
void actions.incrementMetric(client, { entityId: 'aurora-guild', userAddress: address, metric: 'xp', count: true })
// @ts-expect-error metrics is a list of names
void actions.incrementMetrics(client, { entityId: 'aurora-guild', userAddress: address, metrics: 'xp', counts: [1] })
// @ts-expect-error a period is all, day, week or month
void actions.getLeaderboard(client, { entityId: 'aurora-guild', metric: 'xp', period: 'year' })
// @ts-expect-error a read takes its parameters first: not a client without them
void actions.getUserMetrics(client)
// @ts-expect-error the first argument is a client
void actions.listLevels({ entityId: 'aurora-guild' })
// @ts-expect-error a write resolves to an acknowledgement, not to the record itself
expectTypeOf(actions.createLevel(client, { entityId: 'aurora-guild', level: 4, xp: 1200 })).resolves.toEqualTypeOf<Level>()

// Following a stream: the action and the client's method return how to stop; each event is a stored event or a board's change.
expectTypeOf(actions.watchEvents(client, { entityId: 'aurora-guild', onEvent: () => undefined })).toEqualTypeOf<() => void>()
expectTypeOf(client.watchEvents({ entityId: 'aurora-guild', onEvent: () => undefined, lastEventId: 41 })).toEqualTypeOf<() => void>()
client.watchEvents({
  entityId: 'aurora-guild',
  onEvent(event) {
    expectTypeOf(event).toEqualTypeOf<StreamEvent>()
    if (event.type === 'leaderboard.changed') expectTypeOf(event.data).toEqualTypeOf<LeaderboardChangedEvent['data']>()
    if (event.type === 'metric.incremented') expectTypeOf(event.data.counter).toEqualTypeOf<number>()
  },
})
// @ts-expect-error onEvent is required
client.watchEvents({ entityId: 'aurora-guild' })
