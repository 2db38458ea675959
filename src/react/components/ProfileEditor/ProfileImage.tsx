'use client'
import { useMemo, useState, type ReactNode } from 'react'
import { imageSources } from '../internal/safeUrl.js'

type ProfileImageProps = {
  /** http(s) URL, ipfs:// URL or bare CID; anything else never reaches `src`. */
  source: string
  gateways: readonly string[]
  alt: string
  className: string
  /** Drawn instead when there is no usable image, or every candidate failed to load. */
  fallback?: ReactNode
}

/** A profile image tried through each candidate URL in turn (one per IPFS gateway). */
export function ProfileImage({ source, gateways, alt, className, fallback = null }: ProfileImageProps) {
  const gatewayKey = gateways.join('\n')
  // Compared by content: apps often pass a new gateway array on every render.
  const sources = useMemo(() => imageSources(source, gateways), [source, gatewayKey])
  return <Attempts key={sources.join(' ')} sources={sources} alt={alt} className={className} fallback={fallback} />
}

function Attempts({ sources, alt, className, fallback }: { sources: string[]; alt: string; className: string; fallback: ReactNode }) {
  const [attempt, setAttempt] = useState(0)
  const src = sources[attempt]
  if (src === undefined) return <>{fallback}</>
  return <img key={src} className={className} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setAttempt((current) => current + 1)} />
}
