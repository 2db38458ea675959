'use client'
import { createElement, useId, type ReactNode } from 'react'
import { achievementBadgeArt, type BadgeArt as BadgeArtData, type BadgeArtTrigger } from '../../../core/art/achievementBadgeArt.js'
import type { ArtNode } from '../../../core/art/nftArt.js'
import { useGatewayImage } from '../internal/useGatewayImage.js'

const TONE = 'ek-badge-art__tone-'
// React names SVG attributes in camelCase (stroke-width → strokeWidth).
const reactName = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function draw(node: ArtNode, key: number): ReactNode {
  const props: Record<string, unknown> = { key }
  for (const [name, value] of Object.entries(node.attrs)) props[reactName(name)] = value
  if (node.tone !== undefined) props['className'] = TONE + node.tone
  return createElement(node.tag, props, ...(node.children?.map(draw) ?? []))
}

/** The trigger as the art reads it; anything the service may add later draws as an award. */
function artTrigger(trigger: unknown): BadgeArtTrigger {
  const value = (trigger ?? {}) as { type?: unknown; threshold?: unknown; length?: unknown }
  if (value.type === 'metric') return { type: 'metric', threshold: typeof value.threshold === 'number' ? value.threshold : undefined }
  if (value.type === 'streak') return { type: 'streak', length: typeof value.length === 'number' ? value.length : undefined }
  return { type: 'manual' }
}

/** The designed badge of an achievement without an image ({@link achievementBadgeArt}), in the component's tones. */
function GeneratedBadge({ art }: { art: BadgeArtData }) {
  return (
    <svg className="ek-badge-art__generated" viewBox="0 0 100 100" aria-hidden="true" focusable="false" data-kind={art.kind}>
      {art.nodes.map(draw)}
    </svg>
  )
}

type BadgeArtProps = { achievementKey: string; trigger: unknown; imageUrl: unknown; gateways: readonly string[] | undefined }

/**
 * A badge's picture: its image through the IPFS gateways (only http(s) and ipfs reach `src`), else, when it has none
 * or every gateway failed, its designed art. Decorative: the badge's name says what it is.
 */
export function BadgeArt({ achievementKey, trigger, imageUrl, gateways }: BadgeArtProps) {
  const image = useGatewayImage(imageUrl, gateways)
  const id = `ek${useId().replace(/\W/g, '')}`
  const art = achievementBadgeArt({ key: achievementKey, trigger: artTrigger(trigger), id })
  return (
    // The palette: the trigger's, and for a metric one of four hues from the key.
    <span className="ek-badge-art" data-kind={art.kind} data-hue={art.kind === 'metric' ? art.hue : undefined} aria-hidden="true">
      {image.src === undefined ? (
        <GeneratedBadge art={art} />
      ) : (
        <img key={image.src} className="ek-badge-art__image" src={image.src} alt="" loading="lazy" decoding="async" onLoad={image.onLoad} onError={image.onError} />
      )}
    </span>
  )
}
