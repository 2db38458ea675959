'use client'
import { useCallback } from 'react'
import { avatarArt } from './avatarArt.js'

type GeneratedAvatarProps = {
  /** The person's address: the picture is drawn from it. */
  address: string
  className?: string | undefined
}

/**
 * A person's picture when they have none (or while theirs cannot load): one generator for every component, so a
 * person has the same face in the account button, the sign step, boards, tables and menus. Decorative. The picture is
 * set through the CSSOM when the element is attached (before the browser paints it), never as a style attribute, which
 * a page's strict Content-Security-Policy would block in server-rendered markup.
 */
export function GeneratedAvatar({ address, className = 'ek-avatar__art' }: GeneratedAvatarProps) {
  const draw = useCallback(
    (element: HTMLSpanElement | null) => {
      if (element) element.style.backgroundImage = avatarArt(address).backgroundImage
    },
    [address],
  )
  return <span ref={draw} className={className} aria-hidden="true" data-address={address.toLowerCase()} />
}
