'use client'
import type { Level } from '../../../core/schemas/level.js'
import { enabledLevels, levelDisplayName } from '../internal/enabledLevels.js'
import { formatExactNumber } from '../internal/formatNumber.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import type { LevelProgressLabels } from './LevelProgressLabels.js'

type SignedOutLevelsProps = { levels: readonly (Level | null | undefined)[] | undefined; labels: LevelProgressLabels; locale: string | undefined }

/**
 * Signed out: how many levels there are to earn and their names in order (a public community's, read without a
 * session), then the hint to sign in. A community that is not public, or has no levels, shows the hint alone.
 */
export function SignedOutLevels({ levels, labels, locale }: SignedOutLevelsProps) {
  const ladder = enabledLevels(levels)
  const first = ladder[0]
  return (
    <>
      {first && (
        <div className="ek-level-progress__to-earn">
          <p className="ek-level-progress__to-earn-summary">{labels.levelsToEarn(ladder.length, levelDisplayName(first) ?? labels.level(first.level))}</p>
          {/* The way up in one line of names; each level's number and threshold are for assistive tech. */}
          <ol className="ek-level-progress__path" aria-label={labels.levelsList}>
            {ladder.map((entry) => (
              <li key={`${entry.level}-${entry.xpThreshold}`}>
                <span className="ek-visually-hidden">{labels.level(entry.level)}: </span>
                {levelDisplayName(entry) ?? labels.level(entry.level)}
                {entry.xpThreshold > 0 && <span className="ek-visually-hidden"> ({labels.xp(formatExactNumber(entry.xpThreshold, locale))})</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
      <SignInPrompt className="ek-level-progress__signed-out" message={labels.signedOut} signInLabel={labels.signIn} />
    </>
  )
}
