'use client'
import { StatusView } from '../internal/StatusView.js'

/** The loading state in the card's own shape (square art, title, traits), so nothing jumps when the NFT arrives. */
export function CardSkeleton({ label, count = 1 }: { label: string; count?: number }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-dy-nft-card__skeletons" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className="ek-dy-nft-card__skeleton">
            <span className="ek-skeleton ek-dy-nft-card__art-skeleton" />
            <span className="ek-skeleton" data-width="short" />
            <span className="ek-skeleton" data-shape="title" data-width="medium" />
            <span className="ek-skeleton ek-dy-nft-card__traits-skeleton" />
          </span>
        ))}
      </span>
    </StatusView>
  )
}
