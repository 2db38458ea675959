import type { Level } from '../../../core/schemas/level.js'
import { levelDisplayName } from '../internal/enabledLevels.js'
import { formatNumber } from '../internal/formatNumber.js'

type LevelLadderProps = {
  /** Enabled levels, lowest first ({@link enabledLevels}). */
  levels: readonly Level[]
  /** The list's accessible name, e.g. "Levels to earn"; or the id of what names it. */
  label?: string | undefined
  labelledBy?: string | undefined
  /** A level as shown, e.g. "Level 3". */
  level: (level: number) => string
  /** An XP amount (already formatted), e.g. "250 XP". */
  xp: (xp: string) => string
  locale: string | undefined
}

/** The levels there are to earn, in order: each one's number, its name (else "Level N") and the XP it starts at. */
export function LevelLadder({ levels, label, labelledBy, level, xp, locale }: LevelLadderProps) {
  return (
    <ol className="ek-level-ladder" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      {levels.map((entry) => (
        <li key={`${entry.level}-${entry.xpThreshold}`} className="ek-level-ladder__step">
          <span className="ek-level-ladder__number" aria-hidden="true">
            {formatNumber(entry.level, locale)}
          </span>
          {levelDisplayName(entry) ? (
            <span className="ek-level-ladder__name">
              <span className="ek-visually-hidden">{level(entry.level)}: </span>
              <bdi>{levelDisplayName(entry)}</bdi>
            </span>
          ) : (
            <span className="ek-level-ladder__name">{level(entry.level)}</span>
          )}
          {entry.xpThreshold > 0 && <span className="ek-level-ladder__xp">{xp(formatNumber(entry.xpThreshold, locale))}</span>}
        </li>
      ))}
    </ol>
  )
}
