'use client'
import { avatarArt } from './avatarArt.js'

type GeneratedAvatarProps = {
  /** The person's address: the picture is drawn from it. */
  address: string
  className?: string | undefined
}

/**
 * A person's picture when they have none (or while theirs cannot load): one generator for every component, so a
 * person has the same face in the account button, the sign step, boards, tables and menus. Decorative.
 */
export function GeneratedAvatar({ address, className = 'ek-avatar__art' }: GeneratedAvatarProps) {
  return <span className={className} aria-hidden="true" data-address={address.toLowerCase()} style={avatarArt(address)} />
}
