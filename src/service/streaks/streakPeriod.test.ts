import { describe, expect, it } from 'vitest'
import { periodAt, periodIndex, periodOf } from './streakPeriod.js'

const at = (iso: string) => Date.parse(iso)
const span = (iso: string, timeZone: string, frequency: 'daily' | 'weekly' = 'daily') => {
  const { start, end } = periodOf(at(iso), timeZone, frequency)
  return [new Date(start).toISOString(), new Date(end).toISOString(), (end - start) / 3_600_000]
}

describe('the period of an instant in a time zone', () => {
  it('is the UTC calendar day in UTC, numbered in days since 1970-01-01', () => {
    expect(span('2026-03-01T12:00:00Z', 'UTC')).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z', 24])
    expect(periodIndex(at('2026-03-01T23:59:59.999Z'), 'UTC', 'daily')).toBe(at('2026-03-01T00:00:00Z') / 86_400_000)
  })

  it('is 23 hours long in New York the day the clocks spring forward (8 March 2026), 25 the day they fall back (1 November)', () => {
    expect(span('2026-03-08T12:00:00Z', 'America/New_York')).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 23])
    expect(span('2026-11-01T12:00:00Z', 'America/New_York')).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z', 25])
    // The repeated hour of 1 November (01:00–02:00 twice) is one day: both passes fall in it.
    expect(periodIndex(at('2026-11-01T05:30:00Z'), 'America/New_York', 'daily')).toBe(periodIndex(at('2026-11-01T06:30:00Z'), 'America/New_York', 'daily'))
  })

  it('moves by half an hour on Lord Howe Island, whose clocks change by 30 minutes (5 April and 4 October 2026)', () => {
    expect(span('2026-04-05T06:00:00Z', 'Australia/Lord_Howe')).toEqual(['2026-04-04T13:00:00.000Z', '2026-04-05T13:30:00.000Z', 24.5])
    expect(span('2026-10-04T06:00:00Z', 'Australia/Lord_Howe')).toEqual(['2026-10-03T13:30:00.000Z', '2026-10-04T13:00:00.000Z', 23.5])
  })

  it('begins at 18:15 UTC in Kathmandu (+5:45) and at 10:00 UTC the day before on Kiritimati (+14)', () => {
    expect(span('2026-03-01T18:10:00Z', 'Asia/Kathmandu')).toEqual(['2026-02-28T18:15:00.000Z', '2026-03-01T18:15:00.000Z', 24])
    expect(span('2026-03-01T18:20:00Z', 'Asia/Kathmandu')).toEqual(['2026-03-01T18:15:00.000Z', '2026-03-02T18:15:00.000Z', 24])
    expect(span('2026-03-01T09:59:59Z', 'Pacific/Kiritimati')).toEqual(['2026-02-28T10:00:00.000Z', '2026-03-01T10:00:00.000Z', 24])
    expect(span('2026-03-01T10:00:00Z', 'Pacific/Kiritimati')).toEqual(['2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z', 24])
  })

  it('numbers a calendar date alike in every zone, so dates compare across zones', () => {
    const march2 = periodIndex(at('2026-03-02T12:00:00Z'), 'UTC', 'daily')
    expect(periodIndex(at('2026-03-01T10:00:00Z'), 'Pacific/Kiritimati', 'daily')).toBe(march2)
    expect(periodIndex(at('2026-03-02T18:20:00Z'), 'Asia/Kathmandu', 'daily')).toBe(march2 + 1)
    expect(periodIndex(at('2026-03-03T09:59:00Z'), 'Pacific/Honolulu', 'daily')).toBe(march2)
  })

  it('is the ISO week, Monday first, for a weekly streak, with the daylight-saving change inside it', () => {
    // Sunday 1 March 2026, noon UTC: still Sunday in New York, already Monday on Kiritimati.
    expect(span('2026-03-01T12:00:00Z', 'America/New_York', 'weekly')).toEqual(['2026-02-23T05:00:00.000Z', '2026-03-02T05:00:00.000Z', 168])
    expect(span('2026-03-01T12:00:00Z', 'Pacific/Kiritimati', 'weekly')).toEqual(['2026-03-01T10:00:00.000Z', '2026-03-08T10:00:00.000Z', 168])
    expect(span('2026-03-10T12:00:00Z', 'America/New_York', 'weekly')).toEqual(['2026-03-09T04:00:00.000Z', '2026-03-16T04:00:00.000Z', 168])
    expect(span('2026-03-05T12:00:00Z', 'America/New_York', 'weekly')).toEqual(['2026-03-02T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 167])
  })

  it('follows from its number: the period after is the next date or week', () => {
    const { index, end } = periodOf(at('2026-03-08T12:00:00Z'), 'America/New_York', 'daily')
    expect(periodAt(index + 1, 'America/New_York', 'daily').start).toBe(end)
    const week = periodOf(at('2026-03-08T12:00:00Z'), 'Asia/Kathmandu', 'weekly')
    expect(periodAt(week.index + 1, 'Asia/Kathmandu', 'weekly').start).toBe(week.end)
  })
})
