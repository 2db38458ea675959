'use client'
import { useId, useLayoutEffect, useRef } from 'react'
import type { DyNft } from '../../../core/schemas/nft.js'
import { useMetricName } from '../../useMetricName.js'
import { Heading, type HeadingLevel } from '../internal/Heading.js'
import { NumberText } from '../internal/NumberText.js'
import { GeneratedArt } from './GeneratedArt.js'
import { IpfsImage } from './IpfsImage.js'
import type { DyNftCardLabels } from './DyNftCardLabels.js'
import { applyThemeStyle, isThemed } from './themeStyle.js'
import { tileSpans } from './tileSpans.js'
import { useReveal } from './useReveal.js'

export type { HeadingLevel } from '../internal/Heading.js'

type NftCardViewProps = {
  nft: DyNft
  gateways: readonly string[] | undefined
  labels: DyNftCardLabels
  headingLevel: HeadingLevel
  /** The chain badge; default the record's own `chain`, if any. */
  chain: string | undefined
  locale: string | undefined
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '')

/** One NFT drawn as a collectible: square art first, then collection, title, level and chain, then its traits. */
export function NftCardView({ nft, gateways, labels, headingLevel, chain, locale }: NftCardViewProps) {
  const titleId = useId()
  // A trait that is a metric is named as every other component names it (the provider's metricLabels first).
  const metricName = useMetricName()
  const theme = nft.theme && typeof nft.theme === 'object' ? nft.theme : null
  const title = text(nft.title) || text(nft.name) || labels.untitled
  const name = text(nft.name)
  const description = text(nft.description)
  const level = typeof nft.level === 'number' && Number.isFinite(nft.level) ? nft.level : 0
  const attributes = Array.isArray(nft.attributes) ? nft.attributes.filter((attribute) => attribute && typeof attribute === 'object') : []
  const logoName = text(theme?.['title']) || name || title
  const chainName = chain ?? text((nft as Record<string, unknown>)['chain'])
  const image = theme?.['backgroundImageIPFS'] ?? nft.image
  const seed = text(nft.entityID) || text(nft.id)
  const spans = tileSpans(attributes.length)
  // A level-up while the card is on screen reveals the new art (a turn and a glow; nothing under reduced motion).
  const { revealing, done } = useReveal(`${seed}|${text(nft.id)}`, level)
  const card = useRef<HTMLElement>(null)
  // The theme's colors arrive once the browser runs this; until then (server-rendered HTML) the card has its default look.
  useLayoutEffect(() => {
    if (card.current) applyThemeStyle(card.current.style, theme)
  }, [theme])
  return (
    <article ref={card} className="ek-dy-nft-card__card" data-state="ready" data-themed={isThemed(theme) ? '' : undefined} aria-labelledby={titleId}>
      <div
        className="ek-dy-nft-card__art"
        data-level={level}
        data-reveal={revealing ? '' : undefined}
        onAnimationEnd={(event) => {
          if (event.animationName === 'ek-nft-reveal') done()
        }}
      >
        <GeneratedArt seed={seed} level={level} />
        {text(image) !== '' && (
          <>
            <IpfsImage className="ek-dy-nft-card__background" source={image} gateways={gateways} alt="" />
            {/* The level's emblem over the theme's own picture (shown once that has loaded), so every level looks its own. */}
            <GeneratedArt seed={seed} level={level} part="emblem" />
          </>
        )}
        {theme && text(theme['squareLogoImageIPFS']) !== '' && (
          <IpfsImage className="ek-dy-nft-card__logo" source={theme['squareLogoImageIPFS']} gateways={gateways} alt={labels.logoAlt(logoName)} />
        )}
        <span className="ek-dy-nft-card__level">{labels.level(level)}</span>
        {chainName && <span className="ek-dy-nft-card__chain">{labels.chain(chainName)}</span>}
      </div>
      <div className="ek-dy-nft-card__body">
        <div className="ek-dy-nft-card__heading">
          {name && name !== title && <p className="ek-dy-nft-card__name">{name}</p>}
          <Heading level={headingLevel} id={titleId} className="ek-dy-nft-card__title">
            {title}
          </Heading>
        </div>
        {description && <p className="ek-dy-nft-card__description">{description}</p>}
        {attributes.length > 0 && (
          <dl className="ek-dy-nft-card__attributes">
            {attributes.map((attribute, index) => (
              <div className="ek-dy-nft-card__attribute" key={index} data-narrow={spans[index]!.narrow} data-wide={spans[index]!.wide}>
                <dt>{metricName(text(attribute.trait_type), labels.trait)}</dt>
                <dd>{formatValue(attribute.value, labels, locale)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  )
}

function formatValue(value: unknown, labels: DyNftCardLabels, locale: string | undefined) {
  if (typeof value === 'boolean') return value ? labels.yes : labels.no
  if (typeof value === 'number') return Number.isFinite(value) ? <NumberText value={value} locale={locale} /> : ''
  return text(value)
}
