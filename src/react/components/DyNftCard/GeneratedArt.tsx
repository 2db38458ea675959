import { createElement, useId, type ReactNode } from 'react'
import { nftArt, type ArtNode } from '../../../core/art/nftArt.js'

const TONE = 'ek-dy-nft-card__tone-'
// React names SVG attributes in camelCase (stroke-width → strokeWidth).
const reactName = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function draw(node: ArtNode, key: number): ReactNode {
  const props: Record<string, unknown> = { key }
  for (const [name, value] of Object.entries(node.attrs)) props[reactName(name)] = value
  if (node.tone !== undefined) props['className'] = TONE + node.tone
  return createElement(node.tag, props, ...(node.children?.map(draw) ?? []))
}

/**
 * The card's designed art ({@link nftArt}, the generator the sandbox's demo images come from). `part` 'all' (the
 * default) is the whole picture, for a theme without a background image (or whose image failed); 'emblem' is the
 * level's rosette alone, drawn over a theme's own picture. Its tones are the card's CSS variables (the theme's
 * colors), so the same entity, level and theme always draw the same picture.
 */
export function GeneratedArt({ seed, level, part = 'all' }: { seed: string; level: number; part?: 'all' | 'emblem' | undefined }) {
  const id = `ek${useId().replace(/\W/g, '')}`
  const art = nftArt({ seed, level, id })
  const { step } = art
  const nodes = part === 'all' ? [...art.backdrop, ...art.emblem] : art.emblem
  return (
    <svg className={part === 'all' ? 'ek-dy-nft-card__generated' : 'ek-dy-nft-card__emblem'} viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-level={step}>
      {nodes.map(draw)}
    </svg>
  )
}
