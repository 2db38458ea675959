'use client'
import { GeneratedAvatar } from './GeneratedAvatar.js'
import { useGatewayImage } from './useGatewayImage.js'

type PersonAvatarProps = {
  /** The person's address: their generated picture is drawn from it. */
  address: string
  /** Their chosen picture (http(s), ipfs:// or a CID); drawn over the generated one once it has loaded. */
  source: string | undefined
  gateways: readonly string[] | undefined
  /** The component's class block: the avatar is `${block}__avatar`, sized by that component. */
  block: string
  /**
   * The person's picture is still on its way (a profile loading): the circle stays blank, as while a picture loads,
   * rather than showing a generated face a photo would replace a moment later.
   */
  pending?: boolean | undefined
}

/**
 * A person's picture: theirs through the IPFS gateways (only http(s) reaches `src`), over the one generated from
 * their address, which also stands in when theirs fails. Decorative: the name is beside it.
 */
export function PersonAvatar({ address, source, gateways, block, pending = false }: PersonAvatarProps) {
  const image = useGatewayImage(pending ? undefined : source, gateways)
  if (pending) return <span className={`ek-avatar ${block}__avatar`} aria-hidden="true" data-state="loading" />
  return (
    // `generated`: no picture, or it failed to load; the face drawn from the address shows.
    <span className={`ek-avatar ${block}__avatar`} aria-hidden="true" data-state={image.state === 'error' ? 'generated' : image.state}>
      <GeneratedAvatar address={address} />
      {image.src !== undefined && (
        <img key={image.src} className={`ek-avatar__picture ${block}__picture`} src={image.src} alt="" loading="lazy" decoding="async" onLoad={image.onLoad} onError={image.onError} />
      )}
    </span>
  )
}
