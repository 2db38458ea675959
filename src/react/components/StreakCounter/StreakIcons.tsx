import type { StreakMarkState } from './streakView.js'

/** The streak's flame: an outer flame and a lighter core, drawn in `currentColor` and the core's colour token. */
export function StreakFlame({ lit }: { lit: boolean }) {
  return (
    <svg className="ek-streak-counter__flame" viewBox="0 0 32 40" aria-hidden="true" focusable="false" data-lit={lit || undefined}>
      <path className="ek-streak-counter__flame-outer" d="M16 1c1.2 6.2 5.6 9.4 9 14.2 2.6 3.6 4 7.2 4 10.8C29 33.7 23.2 39 16 39S3 33.7 3 26c0-4.6 2.2-8.6 5.6-11.6.4 3 1.6 5.2 3.6 6.4C11.6 12.6 13 6 16 1Z" />
      <path className="ek-streak-counter__flame-core" d="M16.4 19.5c.6 3 3.2 4.6 4.6 7 .8 1.3 1.2 2.6 1.2 3.8 0 3.6-2.8 6.2-6.2 6.2s-6.2-2.6-6.2-6.2c0-2.4 1.3-4.4 3-5.6.2 1.4.9 2.4 1.9 3 .1-3.2.5-5.8 1.7-8.2Z" />
    </svg>
  )
}

/** A mark's symbol: a tick, a snowflake, a cross, a ring for today; nothing before the member's first period. */
export function MarkIcon({ state }: { state: StreakMarkState }) {
  if (state === 'none' || state === 'pending') return null
  return (
    <svg className="ek-streak-counter__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {state === 'extended' && <path d="M3.5 8.5l3 3 6-7" />}
      {state === 'missed' && <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />}
      {state === 'frozen' && <path d="M8 2v12M2.8 5l10.4 6M2.8 11l10.4-6M6.5 2.8 8 4.2l1.5-1.4M6.5 13.2 8 11.8l1.5 1.4" />}
    </svg>
  )
}
