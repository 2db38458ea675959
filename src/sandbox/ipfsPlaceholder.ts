/**
 * The sandbox doubles as a local IPFS gateway for its demo data: `GET /ipfs/{cid}` answers with an image drawn from
 * the CID (the same CID, the same picture), so demos and tests show images without reaching a public gateway.
 * Use it with the components' `gateways={[`${sandboxUrl}/ipfs/`]}`.
 */
export function ipfsPlaceholder(pathname: string, headers: Headers): Response | undefined {
  const match = /^\/ipfs\/([A-Za-z0-9]{10,100})(\/[\w./-]*)?$/.exec(pathname)
  if (!match) return undefined
  let hash = 2166136261
  for (const char of match[1]!) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  const hue = hash % 360
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${second} 70% 35%)"/></linearGradient></defs>` +
    `<rect width="600" height="400" fill="url(#g)"/>` +
    `<circle cx="${150 + (hash % 300)}" cy="${100 + ((hash >>> 5) % 200)}" r="${60 + ((hash >>> 3) % 80)}" fill="hsl(${second} 80% 80% / 0.35)"/>` +
    `</svg>`
  headers.set('content-type', 'image/svg+xml')
  headers.set('cache-control', 'public, max-age=31536000, immutable')
  return new Response(svg, { status: 200, headers })
}
