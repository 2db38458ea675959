import { http, type RequestHandler } from 'msw'

/** A generated picture coloured by the CID: the same CID, the same picture. */
function ipfsPicture(cid: string): Response {
  const hue = [...cid].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="hsl(${hue} 60% 55%)"/><circle cx="200" cy="100" r="60" fill="hsl(${(hue + 120) % 360} 60% 75%)"/></svg>`
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } })
}

/**
 * Stories stay offline: every IPFS gateway (any origin, path `/ipfs/{cid}`) answers with a generated picture, so
 * profile pictures and NFT images look the same on every run instead of waiting on a public gateway.
 */
export function ipfsGatewayHandler(): RequestHandler {
  return http.get(/\/ipfs\/([^/]+)/, ({ request }) => ipfsPicture(new URL(request.url).pathname.split('/')[2] ?? ''))
}
