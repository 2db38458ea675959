// Type tests of the query options and hooks, checked by `npm run typecheck`: data types, `select`, and what must not
// compile.
import { expectTypeOf } from 'vitest'
import type { EngagementClient, EngagementError, Level, UserMetric } from '../../src/core/index.js'
import { getUserMetricsQueryOptions, listLevelsQueryOptions, type leaderboardQueryOptions } from '../../src/query/index.js'
import { useIncrementMetric, useLevels, useUserMetrics } from '../../src/react/index.js'

declare const client: EngagementClient
const address = '0x50Ff1a2Da020b94d735AdE27ac7b2a67b9bCb446'

// Query options carry their data type and a key that names the caller.
const metrics = getUserMetricsQueryOptions(client, { entityId: 'aurora-guild', userAddress: address, session: null })
expectTypeOf(metrics.queryFn).returns.resolves.toEqualTypeOf<UserMetric[]>()
expectTypeOf(metrics.queryKey[0]).toEqualTypeOf<'userMetrics'>()
expectTypeOf(listLevelsQueryOptions(client, { entityId: 'aurora-guild' }).queryFn).returns.resolves.toEqualTypeOf<Level[]>()
expectTypeOf<NonNullable<Parameters<typeof leaderboardQueryOptions>[1]>>().toHaveProperty('metric')

// Hooks: data as read, or as `select` makes it; errors are EngagementErrors.
expectTypeOf(useUserMetrics().data).toEqualTypeOf<UserMetric[] | undefined>()
expectTypeOf(useUserMetrics({ query: { select: (rows) => rows.length } }).data).toEqualTypeOf<number | undefined>()
expectTypeOf(useLevels().error).toEqualTypeOf<EngagementError | null>()
expectTypeOf(useIncrementMetric().mutate).parameter(0).toHaveProperty('count')

// What must not compile.
// @ts-expect-error the client comes first
void getUserMetricsQueryOptions({ entityId: 'aurora-guild' })
// @ts-expect-error an unknown parameter
void useUserMetrics({ entity: 'aurora-guild' })
// @ts-expect-error select gets the rows, not a number
void useUserMetrics({ query: { select: (rows: number) => rows } })
