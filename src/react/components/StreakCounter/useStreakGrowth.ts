'use client'
import { useEffect, useRef, useState } from 'react'
import type { MemberStreak } from '../../../core/schemas/streak.js'

/**
 * Notices the streak growing while shown (not on first load, nor when the member or entity changes): after an
 * increment that extends it (the read is fetched again) or a live `streak.extended`. Returns the length it grew to
 * while it stays there; `onGrow` is told once per growth.
 */
export function useStreakGrowth(identity: string, streak: MemberStreak | undefined, onGrow: ((streak: MemberStreak) => void) | undefined): number | undefined {
  const seen = useRef<{ identity: string; length: number } | null>(null)
  const [grown, setGrown] = useState<{ identity: string; length: number } | null>(null)
  const latest = useRef(onGrow)
  latest.current = onGrow

  useEffect(() => {
    if (!streak) return
    const before = seen.current
    seen.current = { identity, length: streak.length }
    if (!before || before.identity !== identity || streak.length <= before.length) return
    setGrown({ identity, length: streak.length })
    latest.current?.(streak)
  }, [identity, streak])

  return grown && grown.identity === identity && grown.length === streak?.length ? grown.length : undefined
}
