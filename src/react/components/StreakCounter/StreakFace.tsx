'use client'
import { formatExactNumber } from '../internal/formatNumber.js'
import type { StreakCounterLabels } from './StreakCounterLabels.js'
import type { StreakCounterView } from './StreakCounterProps.js'
import { expiryText } from './streakDates.js'
import { StreakFlame } from './StreakIcons.js'
import { StreakMarks } from './StreakMarks.js'

type StreakFaceProps = { view: StreakCounterView; labels: StreakCounterLabels; locale: string | undefined }

/** The streak's default look: the flame and count, where it stands and what keeps it, the freezes, the recent periods. */
export function StreakFace({ view, labels, locale }: StreakFaceProps) {
  const { streak, standing, metric, marks, growing } = view
  const { frequency } = streak
  const count = formatExactNumber(streak.length, locale)
  const lengthText = labels.lengthText(count, streak.length, frequency)
  const ended = standing === 'none' && streak.history.some((state) => state === 'extended')
  const expires = streak.expiresAt ? labels.expires(expiryText(streak.expiresAt, streak.periodEnd, locale, streak.timeZone)) : undefined
  return (
    <>
      <div className="ek-streak-counter__hero">
        {/* Keyed by the length it grew to, so each growth plays the moment once. */}
        <span key={growing ? streak.length : 'steady'} className="ek-streak-counter__badge" data-growing={growing || undefined} aria-hidden="true">
          <StreakFlame lit={standing !== 'none'} />
        </span>
        <p className="ek-streak-counter__count">
          <span className="ek-streak-counter__number" aria-hidden="true">
            {count}
          </span>
          <span className="ek-streak-counter__unit" aria-hidden="true">
            {labels.unit(streak.length, frequency)}
          </span>
          <span className="ek-visually-hidden">{lengthText}</span>
        </p>
        <p className="ek-streak-counter__freezes" data-empty={streak.freezes <= 0 || undefined}>
          <svg className="ek-streak-counter__freeze-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 2v12M2.8 5l10.4 6M2.8 11l10.4-6M6.5 2.8 8 4.2l1.5-1.4M6.5 13.2 8 11.8l1.5 1.4" />
          </svg>
          {labels.freezes(formatExactNumber(streak.freezes, locale), streak.freezes)}
        </p>
      </div>
      <div className="ek-streak-counter__status" data-standing={standing}>
        {standing === 'extended' ? (
          <>
            <p className="ek-streak-counter__headline">{labels.extended(frequency)}</p>
            <p className="ek-streak-counter__hint">{labels.extendedHint(formatExactNumber(streak.length + 1, locale), streak.length + 1, frequency)}</p>
          </>
        ) : standing === 'at-risk' ? (
          <>
            <p className="ek-streak-counter__headline">{labels.toKeep(metric, lengthText, frequency)}</p>
            {expires && <p className="ek-streak-counter__hint">{expires}</p>}
          </>
        ) : (
          <>
            <p className="ek-streak-counter__headline">{ended ? labels.ended : labels.start}</p>
            <p className="ek-streak-counter__hint">{labels.startHint(metric, frequency)}</p>
          </>
        )}
      </div>
      <StreakMarks streak={streak} marks={marks} labels={labels} locale={locale} />
    </>
  )
}
