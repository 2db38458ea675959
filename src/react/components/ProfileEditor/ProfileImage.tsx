'use client'
import type { ReactNode } from 'react'
import { useGatewayImage } from '../internal/useGatewayImage.js'

type ProfileImageProps = {
  /** http(s) URL, ipfs:// URL or bare CID; anything else never reaches `src`. */
  source: string
  gateways: readonly string[] | undefined
  alt: string
  className: string
  /** Drawn instead when there is no usable image, or every candidate failed to load. */
  fallback?: ReactNode
}

/** A profile picture through the IPFS gateways; the fallback when none works. */
export function ProfileImage({ source, gateways, alt, className, fallback = null }: ProfileImageProps) {
  const image = useGatewayImage(source, gateways)
  if (image.src === undefined) return <>{fallback}</>
  return <img key={image.src} className={className} src={image.src} alt={alt} loading="lazy" decoding="async" onLoad={image.onLoad} onError={image.onError} />
}
