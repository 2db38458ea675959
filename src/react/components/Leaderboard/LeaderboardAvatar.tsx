'use client'
import { useGatewayImage } from '../internal/useGatewayImage.js'

type LeaderboardAvatarProps = { source: string | undefined; name: string; gateways: readonly string[] | undefined }

/** A member's picture through the IPFS gateways (only http(s) reaches `src`), else their initial. Decorative: the name is beside it. */
export function LeaderboardAvatar({ source, name, gateways }: LeaderboardAvatarProps) {
  const image = useGatewayImage(source, gateways)
  const initial = name.startsWith('0x') ? name.slice(2, 3) : (name.trim()[0] ?? '?')
  return (
    <span className="ek-leaderboard__avatar" aria-hidden="true" data-state={image.state}>
      <span className="ek-leaderboard__initial">{initial.toUpperCase()}</span>
      {image.src !== undefined && (
        <img key={image.src} className="ek-leaderboard__picture" src={image.src} alt="" loading="lazy" decoding="async" onLoad={image.onLoad} onError={image.onError} />
      )}
    </span>
  )
}
