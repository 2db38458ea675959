'use client'
import type { Ref } from 'react'
import type { LevelProgressLabels } from './LevelProgressLabels.js'
import type { LevelState } from './levelState.js'

type LevelBarProps = {
  /** Focus lands here when the level-up message is dismissed. */
  barRef?: Ref<HTMLDivElement> | undefined
  state: LevelState
  valueText: string
  labels: LevelProgressLabels
  /** The level just reached, while its moment lasts: replays the animation for each new level. */
  levelUp: number | undefined
}

/**
 * The progress bar, its ARIA range being the current level's band (e.g. 250 to 500 XP at level 3);
 * at the top level, or without levels, a plain 0 to 100.
 */
export function LevelBar({ barRef, state, valueText, labels, levelUp }: LevelBarProps) {
  const banded = state.next !== undefined
  const min = banded ? state.bandStart : 0
  const max = banded ? state.next!.xpThreshold : 100
  const now = banded ? Math.min(max, Math.max(min, state.xp)) : state.isMax ? 100 : 0
  return (
    <div
      ref={barRef}
      tabIndex={barRef ? -1 : undefined}
      className="ek-level-progress__bar"
      role="progressbar"
      aria-label={labels.progress}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={valueText}
      data-state={state.isMax ? 'complete' : 'loading'}
      data-level-up={levelUp !== undefined ? '' : undefined}
    >
      {/* An SVG fill: its width is an attribute, which a strict Content-Security-Policy allows (a style attribute it would not). */}
      <svg className="ek-level-progress__track" aria-hidden="true">
        <rect key={levelUp ?? 'steady'} className="ek-level-progress__fill" width={`${Math.round(state.percent * 100) / 100}%`} height="100%" />
      </svg>
    </div>
  )
}
