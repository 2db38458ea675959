'use client'
import { useEffect, useRef, useState } from 'react'
import type { ConnectAndSignLabels } from './ConnectAndSignLabels.js'

type CopyAddressButtonProps = {
  address: string
  labels: ConnectAndSignLabels
  /** Told the outcome, for the live region that announces it. */
  onCopied: (message: string) => void
}

const resetAfterMs = 2000

/** Copies the full address to the clipboard; its label says "copied" for a moment. */
export function CopyAddressButton({ address, labels, onCopied }: CopyAddressButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    let next: 'copied' | 'failed'
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(address)
      next = 'copied'
    } catch {
      // Denied permission or an insecure page: say so rather than pretend.
      next = 'failed'
    }
    setState(next)
    onCopied(next === 'copied' ? labels.copied : labels.copyFailed)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setState('idle'), resetAfterMs)
  }

  return (
    <button type="button" className="ek-button ek-connect-and-sign__copy" data-variant="ghost" data-state={state} onClick={() => void copy()}>
      {state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : labels.copy}
    </button>
  )
}
