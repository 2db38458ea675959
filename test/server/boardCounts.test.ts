import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { seedState } from '../../src/service/seed/seedState.js'
import { buildBoard } from '../../src/service/leaderboard/buildBoard.js'
import { periodWindow } from '../../src/service/leaderboard/periodWindow.js'
import { foldCountDeltas } from '../../packages/server/src/store/sql/boardTotals.js'
import { disposeTestStore, openTestStore } from '../support/testDatabase.js'

const entityId = 'aurora-guild'
const address = (n: number) => `0x${String(n).padStart(40, '0')}`

describe.each(['sqlite', 'postgres'] as const)('the counts per value bucket (%s)', (kind) => {
  it('place members by their value with many increments at once, the same before and after the moves increments leave are folded in', async () => {
    const store = await openTestStore(kind)
    try {
      const nowMs = Date.parse('2026-12-09T12:00:00Z')
      await store.load(seedState('demo', nowMs))
      const metrics = await store.run((tx) => tx.metrics(entityId), { write: false })
      const xp = metrics.find((metric) => metric.id === 'aurora-xp')!
      const now = new Date(nowMs).toISOString()
      // Forty members, several increments each, all at once: the moves between buckets of concurrent writers.
      await Promise.all(
        Array.from({ length: 120 }, (_, index) =>
          store.run((tx) => tx.addToCounters(entityId, address(1 + (index % 40)), [{ metric: xp, count: 1 + (index % 7) * 300 }], { chain: 'ethereum', maxMembers: 1_000_000, now }, 'test'), { write: true }),
        ),
      )
      const boards = () =>
        Promise.all(
          [undefined, periodWindow('day', 'UTC', nowMs), periodWindow('week', 'Asia/Kolkata', nowMs)].flatMap((window) =>
            [undefined, address(1), address(17), address(40)].map((around) => store.run((tx) => buildBoard(tx, { entityId, metricId: xp.id, window }, { limit: 3, around }), { write: false })),
          ),
        )
      // PostgreSQL keeps the moves as rows of their own until the store folds them in; SQLite moves the counts in place.
      if (kind === 'postgres') {
        const before = await boards()
        await foldCountDeltas(store.db)
        const left = await sql<{ n: number }>`select count(*) as n from board_count_deltas`.execute(store.db)
        expect(Number(left.rows[0]!.n)).toBe(0)
        expect(await boards()).toEqual(before)
      }
      // Member 1 had 1 + 1501 + 901 (indexes 0, 40 and 80): placed by the day's counts as the whole board places them.
      const day = await store.run((tx) => buildBoard(tx, { entityId, metricId: xp.id, window: periodWindow('day', 'UTC', nowMs) }, { limit: 100 }), { write: false })
      expect(day.rows.find((row) => row.address === address(1))).toMatchObject({ value: 2403 })
      expect(day.rows.map((row) => row.rank)).toEqual(day.rows.map((row) => 1 + day.rows.findIndex((other) => other.value === row.value)))
    } finally {
      await disposeTestStore(store)
    }
  })
})
