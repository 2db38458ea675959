'use client'
import { StatusView } from '../internal/StatusView.js'

/** The loading state in the card's own shape, so the layout does not jump when the NFT arrives. */
export function CardSkeleton({ label }: { label: string }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-skeleton ek-dy-nft-card__art-skeleton" aria-hidden="true" />
      <span className="ek-skeleton" style={{ width: '60%' }} aria-hidden="true" />
      <span className="ek-skeleton" style={{ width: '85%' }} aria-hidden="true" />
    </StatusView>
  )
}
