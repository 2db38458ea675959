'use client'
import type { Entity } from '../../../core/schemas/entity.js'
import { useGatewayImage } from '../internal/useGatewayImage.js'

type CommunityBannerProps = { entity: Entity | undefined; gateways: readonly string[] | undefined }

/**
 * The community's banner with its logo over the edge; both decorative (the name is beside them). Until a picture
 * loads, or without one, the banner is a wash of the accent color and the logo the name's first letter.
 */
export function CommunityBanner({ entity, gateways }: CommunityBannerProps) {
  const banner = useGatewayImage(entity?.bannerURL, gateways)
  const logo = useGatewayImage(entity?.imageURL, gateways)
  const initial = typeof entity?.name === 'string' ? (entity.name.trim()[0] ?? '').toLocaleUpperCase() : ''
  return (
    <div className="ek-community-card__art" aria-hidden="true">
      <span className="ek-community-card__banner" data-state={banner.state}>
        {banner.src !== undefined && <img key={banner.src} src={banner.src} alt="" decoding="async" onLoad={banner.onLoad} onError={banner.onError} />}
      </span>
      <span className="ek-community-card__logo" data-state={logo.state}>
        {entity ? (
          <span className="ek-community-card__initial">{initial}</span>
        ) : (
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M8.5 11V8a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        )}
        {logo.src !== undefined && <img key={logo.src} src={logo.src} alt="" decoding="async" onLoad={logo.onLoad} onError={logo.onError} />}
      </span>
    </div>
  )
}
