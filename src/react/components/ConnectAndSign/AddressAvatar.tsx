'use client'
import { PersonAvatar } from '../internal/PersonAvatar.js'

type AddressAvatarProps = {
  address: string
  image: string | undefined
  gateways: readonly string[] | undefined
  /** The profile is still loading: a blank circle stands in, so the generated face is never swapped for a photo. */
  loading?: boolean | undefined
}

/**
 * The account's picture: the profile's image over the face generated from the address (the one every component
 * draws for this person), which also stands in when there is no image. While the profile loads, a blank circle.
 */
export function AddressAvatar({ address, image, gateways, loading = false }: AddressAvatarProps) {
  return <PersonAvatar block="ek-connect-and-sign" address={address} source={image} gateways={gateways} pending={loading} />
}
