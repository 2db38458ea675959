'use client'
import { useGatewayImage } from '../internal/useGatewayImage.js'

type PreviewImageProps = { source: string; gateways: readonly string[] | undefined; alt: string; className: string }

/**
 * A picture in a box of fixed size: the box is there while the picture loads, once it has, and if it fails, so the
 * settings never jump; the picture shows once it has loaded (`data-state`).
 */
export function PreviewImage({ source, gateways, alt, className }: PreviewImageProps) {
  const image = useGatewayImage(source, gateways)
  return (
    <span className={className} data-state={image.state}>
      {image.src !== undefined && <img key={image.src} src={image.src} alt={alt} decoding="async" onLoad={image.onLoad} onError={image.onError} />}
    </span>
  )
}
