import type { Entity } from '../../../core/schemas/entity.js'
import type { StreakFrequency } from '../../../core/schemas/streak.js'
import type { StreakDefinition } from '../../../core/schemas/streakWrite.js'

/** A field of the streak settings. */
export type StreakField = 'metric' | 'frequency' | 'initial' | 'earnEveryDays' | 'max'
/** The numbers of a streak's freezes. */
export const freezeFields = ['initial', 'earnEveryDays', 'max'] as const

/** What the streak settings hold: on or off, the metric by name, the period, and the freezes as typed. */
export type StreakValues = { enabled: boolean; metric: string; frequency: StreakFrequency; initial: string; earnEveryDays: string; max: string }

/** Why a streak field cannot be sent: missing, not a whole number from 0 to 100, more to start with than `max`, or the service's own words. */
export type StreakProblem = { kind: 'required' | 'wholeNumber' | 'initialAboveMax' } | { kind: 'refused'; message: string }

/** The starting values: the entity's streak as its record shows it, else off with a freeze to start, one a week, three at most. */
export function streakValues(entity: Entity): StreakValues {
  const streak = entity.streak
  if (!streak) return { enabled: false, metric: '', frequency: 'daily', initial: '1', earnEveryDays: '7', max: '3' }
  return { enabled: true, metric: streak.metric, frequency: streak.frequency, initial: String(streak.freezes.initial), earnEveryDays: String(streak.freezes.earnEveryDays), max: String(streak.freezes.max) }
}

/** Whether two sets of values would send the same thing (off is off, whatever else was typed). */
export function sameStreak(a: StreakValues, b: StreakValues): boolean {
  if (!a.enabled && !b.enabled) return true
  return a.enabled === b.enabled && a.metric === b.metric && a.frequency === b.frequency && freezeFields.every((field) => a[field].trim() === b[field].trim())
}

const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) && Number(text.trim()) <= 100 ? Number(text.trim()) : undefined)

/**
 * The streak to send (null: off), or the problems by field: the service's refusals, checked first here (a metric
 * named, each freeze count a whole number from 0 to 100, `initial` not above `max`).
 */
export function validateStreakValues(values: StreakValues): { streak: StreakDefinition | null; problems: null } | { streak: undefined; problems: Partial<Record<StreakField, StreakProblem>> } {
  if (!values.enabled) return { streak: null, problems: null }
  const problems: Partial<Record<StreakField, StreakProblem>> = {}
  if (values.metric.trim() === '') problems.metric = { kind: 'required' }
  const numbers = Object.fromEntries(freezeFields.map((field) => [field, wholeNumber(values[field])])) as Record<(typeof freezeFields)[number], number | undefined>
  for (const field of freezeFields) if (numbers[field] === undefined) problems[field] = { kind: 'wholeNumber' }
  if (numbers.initial !== undefined && numbers.max !== undefined && numbers.initial > numbers.max) problems.initial = { kind: 'initialAboveMax' }
  if (Object.keys(problems).length > 0) return { streak: undefined, problems }
  return { streak: { metric: values.metric.trim(), frequency: values.frequency, freezes: { initial: numbers.initial!, earnEveryDays: numbers.earnEveryDays!, max: numbers.max! } }, problems: null }
}

/** The field a refusal of `setStreak` names (`metric`, `streak.frequency`, `streak.freezes.max`, …), if it is one of these. */
export function streakRefusalField(error: unknown): StreakField | undefined {
  const { status, field } = (error ?? {}) as { status?: number; field?: string }
  if (status !== 400 || !field) return undefined
  const last = field.split('.').pop()
  return last === 'metric' || last === 'frequency' || last === 'initial' || last === 'earnEveryDays' || last === 'max' ? last : undefined
}

/**
 * Whether `timeZone` is an IANA name this runtime knows (the service's check: a name, not an offset such as
 * `+05:00`). The list of `Intl.supportedValuesOf('timeZone')` where there is one, else whether Intl takes it.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone)) return false
  const supported = timeZoneNames()
  if (supported.length > 0 && (supported.includes(timeZone) || timeZone === 'UTC')) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

let names: string[] | undefined
/** The runtime's IANA time zones, for suggestions (empty where Intl cannot list them). */
export function timeZoneNames(): string[] {
  if (!names) {
    const intl = Intl as { supportedValuesOf?: (key: string) => string[] }
    try {
      names = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : []
    } catch {
      names = []
    }
  }
  return names
}
