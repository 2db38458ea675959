'use client'
import { useState } from 'react'

/**
 * A wallet's own icon, or, without one (or when it fails to load), its initials on a colour of its own (one of eight,
 * the same for the same name): "Coinbase Wallet" is CW, "Core" is Co, so two wallets are told apart even when their
 * colours meet; the browser's own wallet (`generic`) has a drawn wallet. Decorative: the wallet's name is always written
 * beside it.
 */
export function WalletIcon({ name, icon, generic = false }: { name: string; icon: string | undefined; generic?: boolean | undefined }) {
  const [broken, setBroken] = useState<string>()
  if (icon && broken !== icon) return <img className="ek-connect-and-sign__wallet-icon" src={icon} alt="" onError={() => setBroken(icon)} />
  // The browser's own wallet, whatever it is: a drawn wallet, never initials of the words "Browser wallet" in the
  // reader's language.
  if (generic) {
    return (
      <span className="ek-connect-and-sign__wallet-icon" aria-hidden="true" data-generic="">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H17v3" />
          <rect x="4" y="8" width="16" height="11" rx="2.5" />
          <path d="M15.5 13.5h1.5" />
        </svg>
      </span>
    )
  }
  return (
    <span className="ek-connect-and-sign__wallet-icon" aria-hidden="true" data-hue={hueOf(name)}>
      {initialsOf(name)}
    </span>
  )
}

/** The first letters of the first two words, else the first two letters of the one word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => Array.from(word)[0]!) : Array.from(words[0] ?? '').slice(0, 2)
  return letters.map((letter, index) => (index === 0 ? letter.toUpperCase() : words.length > 1 ? letter.toUpperCase() : letter.toLowerCase())).join('')
}

function hueOf(name: string): number {
  let hash = 0
  for (const character of name) hash = (hash * 31 + character.codePointAt(0)!) >>> 0
  return hash % 8
}
