'use client'
import { useContext, useState } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import { defaultIpfsGateways, imageSources } from './safeUrl.js'

/** Where an image is in its tries: loading the current candidate, shown, or every candidate failed (or none). */
export type GatewayImageState = 'loading' | 'loaded' | 'error'

/**
 * An image tried through each candidate URL in turn (one per IPFS gateway: the component's `gateways`, else the
 * provider's `ipfsGateways`, else public ones). Only http(s) candidates exist, so nothing else reaches `src`.
 */
export function useGatewayImage(source: unknown, gateways: readonly string[] | undefined) {
  const appearance = useContext(AppearanceContext)
  const list = gateways ?? appearance.ipfsGateways ?? defaultIpfsGateways
  // Made on every render (a few strings) and compared by content: apps often pass a new gateway array on every render.
  const sources = imageSources(source, list)
  const sourcesKey = sources.join(' ')
  const [tries, setTries] = useState({ sourcesKey, attempt: 0, loaded: false })
  // A new list of candidates starts over from the first one.
  const current = tries.sourcesKey === sourcesKey ? tries : { sourcesKey, attempt: 0, loaded: false }
  const src = sources[current.attempt]
  const state: GatewayImageState = src === undefined ? 'error' : current.loaded ? 'loaded' : 'loading'
  return {
    src,
    state,
    onLoad: () => setTries({ ...current, loaded: true }),
    onError: () => setTries({ ...current, attempt: current.attempt + 1, loaded: false }),
  }
}
