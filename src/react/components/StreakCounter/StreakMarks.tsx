'use client'
import type { MemberStreak } from '../../../core/schemas/streak.js'
import type { StreakCounterLabels } from './StreakCounterLabels.js'
import { MarkIcon } from './StreakIcons.js'
import { zonedFormat } from './streakDates.js'
import type { StreakMark } from './streakView.js'

type StreakMarksProps = { streak: MemberStreak; marks: readonly StreakMark[]; labels: StreakCounterLabels; locale: string | undefined }

/** The recent periods as a list of marks, oldest first, each named by its date (or week) and what it was. */
export function StreakMarks({ streak, marks, labels, locale }: StreakMarksProps) {
  const weekly = streak.frequency === 'weekly'
  const short = zonedFormat(locale, streak.timeZone, weekly ? { month: 'numeric', day: 'numeric' } : { weekday: 'short' })
  // Narrow (a phone, a sidebar), a day reads as its letter: some languages' short names are whole words.
  const narrow = weekly ? short : zonedFormat(locale, streak.timeZone, { weekday: 'narrow' })
  const long = zonedFormat(locale, streak.timeZone, weekly ? { month: 'short', day: 'numeric' } : { weekday: 'long', month: 'short', day: 'numeric' })
  return (
    <ol className="ek-streak-counter__marks" aria-label={labels.recent(streak.frequency)}>
      {marks.map((mark, index) => {
        const date = weekly ? labels.weekOf(long.format(mark.start)) : long.format(mark.start)
        return (
          <li key={mark.start} className="ek-streak-counter__mark" data-state={mark.state} data-current={index === marks.length - 1 || undefined}>
            <span className="ek-streak-counter__dot" aria-hidden="true">
              <MarkIcon state={mark.state} />
            </span>
            <span className="ek-streak-counter__day" aria-hidden="true">
              <span className="ek-streak-counter__day-short">{short.format(mark.start)}</span>
              <span className="ek-streak-counter__day-narrow">{narrow.format(mark.start)}</span>
            </span>
            <span className="ek-visually-hidden">{labels.mark(date, mark.state)}</span>
          </li>
        )
      })}
    </ol>
  )
}
