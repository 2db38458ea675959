import { describe, expect, it } from 'vitest'
import { seedState } from '../../src/service/seed/seedState.js'
import { buildBoard } from '../../src/service/leaderboard/buildBoard.js'
import { periodWindow, type CalendarPeriod } from '../../src/service/leaderboard/periodWindow.js'
import { pastPeriodKeys, periodKeysAt } from '../../packages/server/src/store/sql/boardPeriods.js'
import { pruneBoards } from '../../packages/server/src/store/sql/pruneBoards.js'
import { disposeTestStore, openTestStore } from '../support/testDatabase.js'

const entityId = 'aurora-guild'
const address = (n: number) => `0x${String(n).padStart(40, '0')}`
const day = 86_400_000

describe.each(['sqlite', 'postgres'] as const)('removing the totals of past periods (%s)', (kind) => {
  it('removes what no board reads any more, in batches, and leaves every board as it was', async () => {
    const store = await openTestStore(kind)
    try {
      const nowMs = Date.parse('2026-12-09T12:05:00Z')
      await store.load(seedState('demo', nowMs))
      const xp = (await store.run((tx) => tx.metrics(entityId), { write: false })).find((metric) => metric.id === 'aurora-xp')!
      // Increments today, yesterday, ten days ago and forty (another month): totals of many periods.
      for (const [n, ago] of [[1, 0], [2, day], [3, 10 * day], [4, 40 * day], [5, 40 * day]] as const) {
        await store.run((tx) => tx.addToCounters(entityId, address(n), [{ metric: xp, count: 10 * n }], { chain: 'ethereum', maxMembers: 1_000_000, now: new Date(nowMs - ago).toISOString() }, 'test'), { write: true })
      }
      // A window of another time zone that ended three days ago, with a total.
      await store.db.insertInto('board_windows').values({ entity_id: entityId, period: 21_000_000, from_ms: nowMs - 10 * day, to_ms: nowMs - 3 * day, since_ms: nowMs - 10 * day, filled: 1, filled_to: '' }).execute()
      await store.db.insertInto('board_totals').values({ entity_id: entityId, metric_id: xp.id, period: 21_000_000, address: address(1), value: 5 }).execute()

      const boards = () =>
        Promise.all(
          (['day', 'week', 'month', undefined] as (CalendarPeriod | undefined)[]).flatMap((period) =>
            ['UTC', 'Asia/Kolkata', 'Pacific/Kiritimati'].map((timeZone) =>
              store.run((tx) => buildBoard(tx, { entityId, metricId: xp.id, window: period && periodWindow(period, timeZone, nowMs) }, { limit: 100, around: address(2) }), { write: false }),
            ),
          ),
        )
      const before = await boards()
      const periods = async () => (await store.db.selectFrom('board_totals').select('period').distinct().where('entity_id', '=', entityId).execute()).map((row) => Number(row.period))
      const old = (await periods()).filter((period) => pastPeriodKeys(nowMs).some(([from, to]) => period >= from && period < to))
      expect(old.length).toBeGreaterThan(3)

      const removed = await pruneBoards((work) => store.db.transaction().execute(work), store.db, kind, nowMs, { batchSize: 3 })
      expect(removed).toBeGreaterThan(3)
      const left = await periods()
      expect(left.filter((period) => old.includes(period) || period === 21_000_000)).toEqual([])
      // Today's day, week and month are all kept, with yesterday's day.
      expect(left).toEqual(expect.arrayContaining([...periodKeysAt(nowMs), periodKeysAt(nowMs - day)[0]!]))
      expect(await store.db.selectFrom('board_windows').selectAll().where('entity_id', '=', entityId).execute()).toEqual([])
      const counts = await store.db.selectFrom('board_counts').select('period').distinct().where('entity_id', '=', entityId).execute()
      expect(counts.map((row) => Number(row.period)).filter((period) => old.includes(period))).toEqual([])
      expect(await boards()).toEqual(before)
    } finally {
      await disposeTestStore(store)
    }
  })
})
