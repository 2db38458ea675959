'use client'

/**
 * A wallet's own icon, or, without one, its initial on a colour of its own (one of eight, the same for the same
 * name). Decorative: the wallet's name is always written beside it.
 */
export function WalletIcon({ name, icon }: { name: string; icon: string | undefined }) {
  if (icon) return <img className="ek-connect-and-sign__wallet-icon" src={icon} alt="" />
  return (
    <span className="ek-connect-and-sign__wallet-icon" aria-hidden="true" data-hue={hueOf(name)}>
      {Array.from(name)[0]?.toUpperCase()}
    </span>
  )
}

function hueOf(name: string): number {
  let hash = 0
  for (const character of name) hash = (hash * 31 + character.codePointAt(0)!) >>> 0
  return hash % 8
}
