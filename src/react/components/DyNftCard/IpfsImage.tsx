'use client'
import { useMemo, useState } from 'react'
import { imageSources } from '../internal/safeUrl.js'

type IpfsImageProps = {
  /** http(s) URL, ipfs:// URL or bare CID; anything else shows the placeholder. */
  source: unknown
  gateways: readonly string[]
  alt: string
  className: string
}

/**
 * An image tried through each candidate URL in turn (one per IPFS gateway), with a placeholder
 * while it loads and when every candidate failed.
 */
export function IpfsImage({ source, gateways, alt, className }: IpfsImageProps) {
  const gatewayKey = gateways.join('\n')
  // Compared by content: callers often pass a new gateway array on every render.
  const sources = useMemo(() => imageSources(source, gateways), [source, gatewayKey])
  // A new list of candidates starts over from the first one.
  return <IpfsImageAttempts key={sources.join(' ')} sources={sources} alt={alt} className={className} />
}

function IpfsImageAttempts({ sources, alt, className }: { sources: string[]; alt: string; className: string }) {
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState(false)
  const src = sources[attempt]
  const state = src === undefined ? 'error' : loaded ? 'loaded' : 'loading'
  return (
    <span className={className} data-state={state}>
      <span className={`${className}-placeholder`} aria-hidden="true" />
      {src !== undefined && (
        <img
          key={src}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => {
            setLoaded(false)
            setAttempt((current) => current + 1)
          }}
        />
      )}
    </span>
  )
}
