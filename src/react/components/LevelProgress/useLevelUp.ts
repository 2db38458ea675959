'use client'
import { useEffect, useRef, useState } from 'react'
import type { Level } from '../../../core/schemas/level.js'

/** What `onLevelUp` is told besides the new level number. */
export type LevelUpDetails = { level: Level | undefined; previousLevel: number; xp: number }

/**
 * Notices the level going up while mounted (not on first load, nor when the user, entity or metric changes)
 * and keeps the moment until dismissed, or until the level drops back (an increment rolled back).
 */
export function useLevelUp(
  identity: string,
  ready: boolean,
  level: number,
  details: Omit<LevelUpDetails, 'previousLevel'>,
  onLevelUp: ((level: number, details: LevelUpDetails) => void) | undefined,
) {
  const seen = useRef<{ identity: string; level: number } | null>(null)
  const [celebrated, setCelebrated] = useState<{ identity: string; level: number; current: Level | undefined } | null>(null)
  // Read at the moment of the level-up, so an inline callback does not re-run the effect.
  const latest = useRef({ details, onLevelUp })
  latest.current = { details, onLevelUp }

  useEffect(() => {
    if (!ready) return
    const before = seen.current
    seen.current = { identity, level }
    if (!before || before.identity !== identity || level <= before.level) return
    setCelebrated({ identity, level, current: latest.current.details.level })
    latest.current.onLevelUp?.(level, { ...latest.current.details, previousLevel: before.level })
  }, [ready, identity, level])

  const active = celebrated && celebrated.identity === identity && level >= celebrated.level ? celebrated : null
  return { celebration: active, dismiss: () => setCelebrated(null) }
}
