import { nftArtSvg } from '../core/art/nftArtSvg.js'
import type { ServiceState } from '../service/state.js'

/** The CID in an `ipfs://` URL, a gateway URL or a bare CID. */
const cidOf = (value: unknown) => (typeof value === 'string' ? /^(?:ipfs:\/\/|https?:\/\/[^/]+\/ipfs\/)?([A-Za-z0-9]{10,100})/.exec(value.trim())?.[1] : undefined)

/** The theme (and its entity) whose background image is this CID, the first one found. */
function themeWithBackground(state: ServiceState, cid: string) {
  for (const [entityId, entity] of Object.entries(state.entities)) {
    const theme = entity.themes.find((candidate) => cidOf(candidate.backgroundImageIPFS) === cid)
    if (theme) return { entityId, theme }
  }
  return undefined
}

/** A quoted ETag of a text (FNV-1a), so a browser asking again for an unchanged picture gets a 304. */
function etagOf(text: string): string {
  let hash = 2166136261
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619)
  return `"${(hash >>> 0).toString(36)}-${text.length.toString(36)}"`
}

/**
 * The sandbox doubles as a local IPFS gateway for its demo data: `GET /ipfs/{cid}` answers with an SVG image, so
 * demos and tests show images without reaching a public gateway. Use it with the components' gateways
 * (`gateways={[`${sandboxUrl}/ipfs/`]}`).
 *
 * A CID that is a theme's background image is drawn as the ground of that theme's NFT art (the generator the cards
 * use, for the theme's entity and level, in its colors; the card draws the member's level emblem over it). It follows
 * the theme record, which an admin may edit, so it is served `no-cache` with an ETag. Any other CID (logos, banners, photos) gets a gradient drawn from the CID itself, which
 * never changes, so it is cached for a year as immutable.
 */
export function ipfsPlaceholder(request: Request, pathname: string, headers: Headers, state: ServiceState): Response | undefined {
  const match = /^\/ipfs\/([A-Za-z0-9]{10,100})(\/[\w./-]*)?$/.exec(pathname)
  if (!match) return undefined
  const cid = match[1]!
  headers.set('content-type', 'image/svg+xml')
  const themed = themeWithBackground(state, cid)
  if (!themed) {
    headers.set('cache-control', 'public, max-age=31536000, immutable')
    return new Response(placeholder(cid), { status: 200, headers })
  }
  const { entityId, theme } = themed
  const level = Number(theme.level)
  const svg = nftArtSvg({ seed: entityId, level: Number.isFinite(level) ? level : 0, colors: theme, part: 'backdrop' })
  const etag = etagOf(svg)
  headers.set('cache-control', 'no-cache')
  headers.set('etag', etag)
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(svg, { status: 200, headers })
}

function placeholder(cid: string): string {
  let hash = 2166136261
  for (const char of cid) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  const hue = hash % 360
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${second} 70% 35%)"/></linearGradient></defs>` +
    `<rect width="600" height="400" fill="url(#g)"/>` +
    `<circle cx="${150 + (hash % 300)}" cy="${100 + ((hash >>> 5) % 200)}" r="${60 + ((hash >>> 3) % 80)}" fill="hsl(${second} 80% 80% / 0.35)"/>` +
    `</svg>`
  )
}
