'use client'
import { useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '../internal/prefersReducedMotion.js'

/**
 * Notices an NFT's level going up while it is on screen (not the level it first shows, nor another NFT's) and keeps
 * the reveal until its animation ends. Under reduced motion there is no reveal: the new art is simply there.
 */
export function useReveal(identity: string, level: number) {
  const seen = useRef<{ identity: string; level: number } | null>(null)
  const [revealing, setRevealing] = useState<number | null>(null)
  useEffect(() => {
    const before = seen.current
    seen.current = { identity, level }
    if (before && before.identity === identity && level > before.level && !prefersReducedMotion()) setRevealing(level)
    else if (!before || before.identity !== identity || level < before.level) setRevealing(null)
  }, [identity, level])
  return { revealing: revealing !== null && revealing === level, done: () => setRevealing(null) }
}
