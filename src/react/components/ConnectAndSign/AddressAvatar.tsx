'use client'
import { ProfileImage } from '../ProfileEditor/ProfileImage.js'

type AddressAvatarProps = {
  address: string
  image: string | undefined
  gateways: readonly string[] | undefined
  /** The profile is still loading: a blank circle stands in, so the identicon is never swapped for a photo. */
  loading?: boolean | undefined
}

/**
 * The signed-in user's picture: their profile image, else an identicon drawn from the address (a mirrored 5×5 grid
 * in a colour of its own), so every account looks different at a glance. While the profile loads, a blank circle.
 */
export function AddressAvatar({ address, image, gateways, loading = false }: AddressAvatarProps) {
  if (loading) return <span className="ek-connect-and-sign__avatar" data-state="loading" aria-hidden="true" />
  const identicon = <Identicon address={address} />
  if (!image) return identicon
  return <ProfileImage source={image} gateways={gateways} alt="" className="ek-connect-and-sign__avatar" fallback={identicon} />
}

function Identicon({ address }: { address: string }) {
  const hex = address.slice(2).toLowerCase().padEnd(40, '0')
  const hue = Number.parseInt(hex.slice(0, 3), 16) % 360
  const cells: [number, number][] = []
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      // One hex digit per cell of the left half; the right half mirrors it.
      if (Number.parseInt(hex[3 + row * 3 + column]!, 16) % 2 === 0) continue
      cells.push([column, row])
      if (column < 2) cells.push([4 - column, row])
    }
  }
  return (
    <svg className="ek-connect-and-sign__avatar" viewBox="0 0 5 5" aria-hidden="true" shapeRendering="crispEdges">
      <rect width="5" height="5" fill={`hsl(${hue} 45% 92%)`} />
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill={`hsl(${hue} 60% 42%)`} />
      ))}
    </svg>
  )
}
