'use client'
import { useGatewayImage } from '../internal/useGatewayImage.js'

type IpfsImageProps = {
  /** http(s) URL, ipfs:// URL or bare CID; anything else shows the placeholder. */
  source: unknown
  gateways: readonly string[] | undefined
  alt: string
  className: string
}

/** An NFT image through the IPFS gateways, with a placeholder while it loads and when every gateway failed. */
export function IpfsImage({ source, gateways, alt, className }: IpfsImageProps) {
  const image = useGatewayImage(source, gateways)
  return (
    <span className={className} data-state={image.state}>
      <span className={`${className}-placeholder`} aria-hidden="true" />
      {image.src !== undefined && (
        <img key={image.src} src={image.src} alt={alt} loading="lazy" decoding="async" onLoad={image.onLoad} onError={image.onError} />
      )}
    </span>
  )
}
