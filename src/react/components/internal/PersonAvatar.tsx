'use client'
import { useGatewayImage } from './useGatewayImage.js'

type PersonAvatarProps = {
  source: string | undefined
  /** The person's name (or address): its first letter stands in until, or instead of, the picture. */
  name: string
  gateways: readonly string[] | undefined
  /** The component's class block: the avatar is `${block}__avatar`, styled by that component. */
  block: string
  /**
   * The person's name and picture are still on their way (a profile loading): the circle stays blank, as while a
   * picture loads, rather than showing an initial a face would replace a moment later.
   */
  pending?: boolean | undefined
}

/** A member's picture through the IPFS gateways (only http(s) reaches `src`), else their initial. Decorative: the name is beside it. */
export function PersonAvatar({ source, name, gateways, block, pending = false }: PersonAvatarProps) {
  const image = useGatewayImage(pending ? undefined : source, gateways)
  if (pending) return <span className={`${block}__avatar`} aria-hidden="true" data-state="loading" />
  const initial = name.startsWith('0x') ? name.slice(2, 3) : (name.trim()[0] ?? '?')
  return (
    <span className={`${block}__avatar`} aria-hidden="true" data-state={image.state}>
      <span className={`${block}__initial`}>{initial.toUpperCase()}</span>
      {image.src !== undefined && (
        <img key={image.src} className={`${block}__picture`} src={image.src} alt="" loading="lazy" decoding="async" onLoad={image.onLoad} onError={image.onError} />
      )}
    </span>
  )
}
