/** Public IPFS gateways tried in order when an ipfs:// image fails to load. */
export const defaultIpfsGateways: readonly string[] = ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/', 'https://w3s.link/ipfs/']

const CID = /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{20,})(\/[^\s]*)?$/

/**
 * The only URLs that reach `href`: http(s). Anything else (javascript:, data:, relative junk) is dropped.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Candidate `src` URLs for an image: an http(s) URL as is; an ipfs:// URL or bare CID through each gateway.
 * Everything else yields no candidate, so it never reaches `src`.
 */
export function imageSources(value: unknown, gateways: readonly string[] = defaultIpfsGateways): string[] {
  if (typeof value !== 'string') return []
  const text = value.trim()
  const ipfsPath = text.toLowerCase().startsWith('ipfs://') ? text.slice(7).replace(/^ipfs\//i, '') : CID.test(text) ? text : undefined
  if (ipfsPath !== undefined) {
    if (!/^[\w./-]+$/.test(ipfsPath)) return []
    return gateways.map((gateway) => safeHref(`${gateway.replace(/\/+$/, '')}/${ipfsPath}`)).filter((url): url is string => url !== undefined)
  }
  const href = safeHref(text)
  return href ? [href] : []
}
