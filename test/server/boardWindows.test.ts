import { describe, expect, it } from 'vitest'
import { seedState } from '../../src/service/seed/seedState.js'
import { buildBoard } from '../../src/service/leaderboard/buildBoard.js'
import { periodWindow, type CalendarPeriod } from '../../src/service/leaderboard/periodWindow.js'
import type { BoardSource } from '../../src/service/store/Store.js'
import { keptWindow, maxKeptWindows, windowKey } from '../../packages/server/src/store/sql/boardWindows.js'
import { disposeTestStore, openTestStore } from '../support/testDatabase.js'

const entityId = 'aurora-guild'
const address = (n: number) => `0x${String(n).padStart(40, '0')}`
const zone = 'Asia/Kolkata'

describe.each(['sqlite', 'postgres'] as const)('boards of periods in another time zone (%s)', (kind) => {
  it('keep their own totals once asked for, with the increments made before, and answer as the merged board did', async () => {
    const store = await openTestStore(kind)
    try {
      // A Wednesday, 12:05 UTC: this week in Kolkata began on Sunday at 18:30 UTC.
      const startMs = Date.parse('2026-12-09T12:05:00Z')
      await store.load(seedState('demo', startMs))
      const xp = (await store.run((tx) => tx.metrics(entityId), { write: false })).find((metric) => metric.id === 'aurora-xp')!
      const increment = (n: number, count: number, atMs: number) =>
        store.run((tx) => tx.addToCounters(entityId, address(n), [{ metric: xp, count }], { chain: 'ethereum', maxMembers: 1_000_000, now: new Date(atMs).toISOString() }, 'test'), { write: true })
      const source = (period: CalendarPeriod, nowMs: number): BoardSource => ({ entityId, metricId: xp.id, window: periodWindow(period, zone, nowMs), calendar: { period, timeZone: zone, nowMs } })
      // The same board read without its calendar: always merged from the UTC period's totals and the edges.
      const merged = ({ calendar: _calendar, ...rest }: BoardSource) => rest
      const read = (board: BoardSource, around?: string) => store.run((tx) => buildBoard(tx, board, { limit: 100, around }), { write: false })
      const kept = (board: BoardSource) => keptWindow(store.db, entityId, windowKey(board.calendar!.period, board.window!)!)

      // Asked for: the window is kept from two seconds on, not filled yet.
      const week = source('week', startMs)
      await read(week)
      await store.boardWindowsIdle()
      const asked = await kept(week)
      expect(asked).toMatchObject({ fromMs: week.window!.fromMs, toMs: week.window!.toMs, filled: false })
      expect(asked!.sinceMs).toBeGreaterThanOrEqual(startMs + 2_000)

      // Increments before it is kept (in the same 15-minute slot) and after; a read in its grace leaves it unfilled.
      for (let n = 1; n <= 6; n++) await increment(n, 100 * n, startMs + 1_000)
      for (let n = 4; n <= 9; n++) await increment(n, 7 * n, asked!.sinceMs + 1_000)
      await read(source('week', asked!.sinceMs + 5_000))
      await store.boardWindowsIdle()
      expect(await kept(week)).toMatchObject({ filled: false })

      // Past its grace, a read fills it; increments after are added as they land.
      await read(source('week', asked!.sinceMs + 15_000))
      await store.boardWindowsIdle()
      expect(await kept(week)).toMatchObject({ filled: true })
      await increment(2, 5_000, asked!.sinceMs + 20_000)
      await increment(10, 3, asked!.sinceMs + 20_000)

      const later = source('week', asked!.sinceMs + 30_000)
      for (const around of [undefined, address(2), address(9), address(10), address(500)]) {
        const board = await read(later, around)
        expect(board).toEqual(await read(merged(later), around))
      }
      const top = await read(later)
      expect(top.rows[0]).toMatchObject({ address: address(2), rank: 1 })
      expect(top.rows.find((row) => row.address === address(5))?.value).toBeGreaterThanOrEqual(500 + 35)

      // A read of a filled window keeps the next one from its first instant: nothing to fill, its board an index range at once.
      await store.boardWindowsIdle()
      const nextMs = week.window!.toMs + 60_000
      const next = source('week', nextMs)
      expect(await kept(next)).toMatchObject({ fromMs: next.window!.fromMs, sinceMs: next.window!.fromMs, filled: true })
      await increment(3, 42, nextMs)
      await increment(11, 7, nextMs)
      const nextBoard = await read(next, address(11))
      expect(nextBoard).toEqual(await read(merged(next), address(11)))
      expect(nextBoard.rows.filter((row) => row.value !== 0).map((row) => [row.address, row.value])).toEqual([
        [address(3), 42],
        [address(11), 7],
      ])
    } finally {
      await disposeTestStore(store)
    }
  })

  it('keep no more windows than the limit, whatever time zones are asked for, and answer the others merged', async () => {
    const store = await openTestStore(kind)
    try {
      const nowMs = Date.parse('2026-12-09T12:05:00Z')
      await store.load(seedState('demo', nowMs))
      const xp = (await store.run((tx) => tx.metrics(entityId), { write: false })).find((metric) => metric.id === 'aurora-xp')!
      // Today in 28 zones whose days begin at 28 different instants (Etc/GMT-11 is UTC+11; past it, today began at
      // the same instant as in a zone 24 hours behind).
      const zones = [
        ...Array.from({ length: 11 }, (_, i) => `Etc/GMT-${i + 1}`),
        ...Array.from({ length: 12 }, (_, i) => `Etc/GMT+${i + 1}`),
        ...['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Tehran', 'America/St_Johns', 'Australia/Adelaide'],
      ]
      const sourceIn = (timeZone: string): BoardSource => ({ entityId, metricId: xp.id, window: periodWindow('day', timeZone, nowMs), calendar: { period: 'day', timeZone, nowMs } })
      for (const timeZone of zones) {
        await store.run((tx) => buildBoard(tx, sourceIn(timeZone), { limit: 5 }), { write: false })
        await store.boardWindowsIdle()
      }
      const kept = await store.db.selectFrom('board_windows').select('period').where('entity_id', '=', entityId).execute()
      expect(kept).toHaveLength(maxKeptWindows)
      // The zones past the limit still get their board, merged from the UTC day's and the edges.
      const last = sourceIn(zones[zones.length - 1]!)
      const { calendar: _calendar, ...merged } = last
      expect(await store.run((tx) => buildBoard(tx, last, { limit: 100, around: address(3) }), { write: false })).toEqual(await store.run((tx) => buildBoard(tx, merged, { limit: 100, around: address(3) }), { write: false }))
    } finally {
      await disposeTestStore(store)
    }
  })
})
