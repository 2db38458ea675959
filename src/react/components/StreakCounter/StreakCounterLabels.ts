import type { StreakFrequency } from '../../../core/schemas/streak.js'
import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'
import type { StreakMarkState } from './streakView.js'

/** Every visible (and screen-reader) string of {@link StreakCounter}; pass some or all through `labels` to translate. */
export type StreakCounterLabels = LoadErrorLabels & {
  /** The component's heading. */
  title: string
  loading: string
  error: string
  retry: string
  crash: string
  signedOut: string
  signIn: string
  noEntity: string
  /** The entity has no streak set up. */
  notSetUp: string
  notSetUpHint: string
  /** The service does not offer streaks (its `features` lack `streaks`). */
  unsupported: string
  unsupportedHint: string
  /** The unit beside the count, e.g. "day streak" (the count, `value`, is shown apart). */
  unit: (value: number, frequency: StreakFrequency) => string
  /** The count said whole, e.g. "4-day streak" (`length` already formatted). */
  lengthText: (length: string, value: number, frequency: StreakFrequency) => string
  /** The accessible name of the list of recent periods. */
  recent: (frequency: StreakFrequency) => string
  /** One mark's accessible text: its date (or week) and what it was. */
  mark: (date: string, state: StreakMarkState) => string
  /** A weekly mark's date, e.g. "Week of Mar 2". */
  weekOf: (date: string) => string
  /** Freezes the member holds, e.g. "2 freezes left" (`count` already formatted). */
  freezes: (count: string, value: number) => string
  /** The current period is extended already. */
  extended: (frequency: StreakFrequency) => string
  /** After extending, what comes next, e.g. "Come back tomorrow to make it 5 days". */
  extendedHint: (next: string, value: number, frequency: StreakFrequency) => string
  /** What to do to keep it, e.g. "Add to Quests completed today to keep your 4-day streak" (`streak` from `lengthText`). */
  toKeep: (metric: string, streak: string, frequency: StreakFrequency) => string
  /** When it ends unless extended, e.g. "Expires at 11:59 PM UTC". */
  expires: (time: string) => string
  /** No streak running. */
  start: string
  startHint: (metric: string, frequency: StreakFrequency) => string
  /** The streak ran out (length 0 after one ran). */
  ended: string
  /** Announced when the streak grows while shown (`length` from `lengthText`). */
  grew: (streak: string) => string
}

/** English defaults of {@link StreakCounterLabels}. */
export const defaultStreakCounterLabels: StreakCounterLabels = {
  ...defaultLoadErrorLabels,
  title: 'Streak',
  loading: 'Loading your streak…',
  error: 'Couldn’t load your streak.',
  retry: 'Try again',
  crash: 'Something went wrong showing your streak.',
  signedOut: 'Sign in to see your streak.',
  signIn: 'Sign in',
  noEntity: 'No community selected.',
  notSetUp: 'No streak here yet',
  notSetUpHint: 'This community hasn’t set up a streak. It will show here once it does.',
  unsupported: 'Streaks aren’t available',
  unsupportedHint: 'This service doesn’t offer streaks.',
  unit: (_value, frequency) => (frequency === 'weekly' ? 'week streak' : 'day streak'),
  lengthText: (length, _value, frequency) => `${length}-${frequency === 'weekly' ? 'week' : 'day'} streak`,
  recent: (frequency) => (frequency === 'weekly' ? 'Recent weeks' : 'This week'),
  mark: (date, state) => `${date}: ${{ extended: 'extended', frozen: 'frozen, a freeze kept the streak', missed: 'missed', pending: 'not yet', none: 'no streak' }[state]}`,
  weekOf: (date) => `Week of ${date}`,
  freezes: (count, value) => `${count} ${value === 1 ? 'freeze' : 'freezes'} left`,
  extended: (frequency) => (frequency === 'weekly' ? 'Extended this week' : 'Extended today'),
  extendedHint: (next, value, frequency) => `Come back ${frequency === 'weekly' ? 'next week' : 'tomorrow'} to make it ${next} ${frequency === 'weekly' ? (value === 1 ? 'week' : 'weeks') : value === 1 ? 'day' : 'days'}`,
  toKeep: (metric, streak, frequency) => `Add to ${metric} ${frequency === 'weekly' ? 'this week' : 'today'} to keep your ${streak}`,
  expires: (time) => `Expires at ${time}`,
  start: 'Start a streak',
  startHint: (metric, frequency) => `Add to ${metric} ${frequency === 'weekly' ? 'this week' : 'today'} to start one, then keep it going ${frequency === 'weekly' ? 'every week' : 'every day'}.`,
  ended: 'Your streak ended. Start a new one today.',
  grew: (streak) => `Streak extended: ${streak}!`,
}
