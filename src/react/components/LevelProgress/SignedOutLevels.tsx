'use client'
import type { Level } from '../../../core/schemas/level.js'
import { enabledLevels, levelDisplayName } from '../internal/enabledLevels.js'
import { LevelLadder } from '../internal/LevelLadder.js'
import { SignInPrompt } from '../internal/SignInPrompt.js'
import type { LevelProgressLabels } from './LevelProgressLabels.js'

type SignedOutLevelsProps = { levels: readonly (Level | null | undefined)[] | undefined; labels: LevelProgressLabels; locale: string | undefined }

/**
 * Signed out: the levels there are to earn (a public community's, read without a session), then the hint to sign
 * in. A community that is not public, or has no levels, shows the hint alone.
 */
export function SignedOutLevels({ levels, labels, locale }: SignedOutLevelsProps) {
  const ladder = enabledLevels(levels)
  const first = ladder[0]
  return (
    <>
      {first && (
        <div className="ek-level-progress__to-earn">
          <p className="ek-level-progress__to-earn-summary">{labels.levelsToEarn(ladder.length, levelDisplayName(first) ?? labels.level(first.level))}</p>
          <LevelLadder levels={ladder} label={labels.levelsList} level={labels.level} xp={labels.xp} locale={locale} />
        </div>
      )}
      <SignInPrompt className="ek-level-progress__signed-out" message={labels.signedOut} signInLabel={labels.signIn} />
    </>
  )
}
