'use client'
import { useEffect, useRef, useState } from 'react'
import type { MemberAchievement } from '../../../core/schemas/achievement.js'

/**
 * Notices badges earned while the component is shown (an increment's answer or a live event reads the list again):
 * not those it first loads with, nor when the member or entity changes. Returns the keys earned since, newest last,
 * for the reveal and the announcement; `onEarned` is told once for each.
 */
export function useEarnedReveal(identity: string, list: readonly MemberAchievement[] | undefined, onEarned: ((achievement: MemberAchievement) => void) | undefined) {
  const seen = useRef<{ identity: string; earned: Set<string> } | null>(null)
  const [fresh, setFresh] = useState<{ identity: string; keys: string[] }>({ identity, keys: [] })
  const latest = useRef(onEarned)
  latest.current = onEarned

  useEffect(() => {
    if (!list) return
    const earned = new Set(list.filter((item) => item.earnedAt).map((item) => item.key))
    const before = seen.current
    seen.current = { identity, earned }
    if (!before || before.identity !== identity) return
    const added = list.filter((item) => item.earnedAt && !before.earned.has(item.key))
    if (added.length === 0) return
    setFresh((current) => ({ identity, keys: [...(current.identity === identity ? current.keys : []), ...added.map((item) => item.key)] }))
    for (const item of added) latest.current?.(item)
  }, [identity, list])

  return fresh.identity === identity ? fresh.keys : []
}
