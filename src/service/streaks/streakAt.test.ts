import { describe, expect, it } from 'vitest'
import type { StoredStreak, StreakSetting } from '../state.js'
import { extendStreak, streakAt } from './streakAt.js'

const setting: StreakSetting = { metric: 'xp', metricId: 'm-xp', frequency: 'daily', freezes: { initial: 1, earnEveryDays: 3, max: 2 } }
const at = (iso: string) => Date.parse(iso)

/** The streak after increments at these instants, each in its zone. */
function after(steps: [string, string][], rule: StreakSetting = setting): StoredStreak | undefined {
  let stored: StoredStreak | undefined
  for (const [iso, zone] of steps) stored = extendStreak(streakAt(stored, rule, zone, at(iso)), stored, rule, zone) ?? stored
  return stored
}

describe('a streak at an instant', () => {
  it('starts at 1 with the initial freezes, and earns one every earnEveryDays days up to max', () => {
    const days = ['01', '02', '03', '04', '05', '06', '07'].map((day): [string, string] => [`2026-03-${day}T12:00:00Z`, 'UTC'])
    expect(after(days.slice(0, 1))).toMatchObject({ length: 1, freezes: 1, history: 'e', startedAt: '2026-03-01T00:00:00.000Z' })
    expect(after(days.slice(0, 3))).toMatchObject({ length: 3, freezes: 2 })
    expect(after(days)).toMatchObject({ length: 7, freezes: 2, history: 'eeeeeee' })
  })

  it('earns freezes by days for a weekly streak: a week counts 7', () => {
    const weekly: StreakSetting = { ...setting, frequency: 'weekly', freezes: { initial: 0, earnEveryDays: 14, max: 5 } }
    expect(after([['2026-03-02T12:00:00Z', 'UTC'], ['2026-03-09T12:00:00Z', 'UTC']], weekly)).toMatchObject({ length: 2, freezes: 1 })
  })

  it('uses a freeze per day passed without an increment, then ends at the end of the first day with none', () => {
    const stored = after([['2026-03-01T12:00:00Z', 'UTC']])
    const frozen = streakAt(stored, setting, 'UTC', at('2026-03-03T01:00:00Z'))
    expect(frozen).toMatchObject({ length: 1, freezes: 0, history: 'ef', ended: undefined, expiresAt: at('2026-03-04T00:00:00Z') })
    expect(frozen.frozen.map(({ start }) => new Date(start).toISOString())).toEqual(['2026-03-02T00:00:00.000Z'])
    const ended = streakAt(stored, setting, 'UTC', at('2026-03-04T01:00:00Z'))
    expect(ended).toMatchObject({ length: 0, history: 'efm', ended: { length: 1, endedAt: at('2026-03-04T00:00:00Z') }, expiresAt: undefined })
  })

  it('keeps 14 periods of history, and a long absence fills it with missed ones', () => {
    const stored = after([['2026-03-01T12:00:00Z', 'UTC']])
    expect(streakAt(stored, setting, 'UTC', at('2026-06-01T12:00:00Z')).history).toBe('m'.repeat(14))
  })

  it('does not count a record of another metric or frequency', () => {
    const stored = after([['2026-03-01T12:00:00Z', 'UTC']])
    expect(streakAt(stored, { ...setting, metricId: 'm-other' }, 'UTC', at('2026-03-01T13:00:00Z')).length).toBe(0)
    expect(streakAt(stored, { ...setting, frequency: 'weekly' }, 'UTC', at('2026-03-01T13:00:00Z')).length).toBe(0)
  })

  it('never extends a date twice nor loses one when the member moves between Kathmandu (+5:45) and UTC', () => {
    // 2 March in Kathmandu (05:45 local on the 2nd is 00:00 UTC), then UTC where it is still 2 March: no second count.
    const east = after([['2026-03-02T00:00:00Z', 'Asia/Kathmandu'], ['2026-03-02T20:00:00Z', 'UTC']])
    expect(east).toMatchObject({ length: 1 })
    // 1 March in UTC at 23:00, then Kathmandu, where it is already 2 March: a new date, counted.
    const west = after([['2026-03-01T23:00:00Z', 'UTC'], ['2026-03-01T23:30:00Z', 'Asia/Kathmandu']])
    expect(west).toMatchObject({ length: 2, timeZone: 'Asia/Kathmandu' })
    // UTC on 1 March, then Kathmandu from 3 March on: 2 March there began before 1 March ended in UTC, not missed.
    const moved = after([['2026-03-01T12:00:00Z', 'UTC']])
    expect(streakAt(moved, { ...setting, freezes: { initial: 0, earnEveryDays: 0, max: 0 } }, 'Asia/Kathmandu', at('2026-03-02T19:00:00Z'))).toMatchObject({ length: 1, history: 'e' })
  })
})
