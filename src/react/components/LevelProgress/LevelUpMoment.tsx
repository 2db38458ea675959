'use client'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Level } from '../../../core/schemas/level.js'
import { useEntityNfts } from '../../hooks/useEntityNfts.js'
import { GeneratedArt } from '../DyNftCard/GeneratedArt.js'
import { applyThemeStyle } from '../DyNftCard/themeStyle.js'
import type { LevelProgressLabels } from './LevelProgressLabels.js'
import { shareLevelUp, type ShareOutcome } from './shareLevelUp.js'

type LevelUpMomentProps = {
  labels: LevelProgressLabels
  /** The level reached, and its record (name, description) when it has one. */
  level: number
  record: Level | undefined
  entityId: string
  /** The person whose progress this is is the signed-in one: their NFT's theme colors the art. */
  isSelf: boolean
  /** The link shared with the text; default the page's address. */
  shareUrl: string | undefined
  onDismiss: () => void
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The level-up moment: the NFT's new art turning into view, "Level up!" over the new level and its name, what the
 * level means, and Share and Dismiss. Sparks burst outward from the frame around it, never over the words; under
 * reduced motion nothing moves.
 */
export function LevelUpMoment({ labels, level, record, entityId, isSelf, shareUrl, onDismiss }: LevelUpMomentProps) {
  const nfts = useEntityNfts({ entityId, query: { enabled: isSelf } })
  const nft = isSelf && Array.isArray(nfts.data) ? nfts.data[0] : undefined
  const theme = nft?.theme && typeof nft.theme === 'object' ? nft.theme : null
  const art = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (art.current) applyThemeStyle(art.current.style, theme)
  }, [theme])
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null)
  // A new level starts without the last one's "Copied".
  useEffect(() => setOutcome(null), [level])
  const levelText = labels.level(level)
  const name = text(record?.name) || undefined
  const description = text(record?.description)
  const share = async () => {
    const url = shareUrl ?? (typeof location === 'undefined' ? undefined : location.href)
    setOutcome(await shareLevelUp({ title: labels.levelUpEyebrow, text: labels.shareText(levelText, name), url }))
  }
  return (
    <div className="ek-level-progress__moment" data-state="open">
      <span className="ek-level-progress__sparks" aria-hidden="true">
        {Array.from({ length: 18 }, (_, index) => (
          <span key={index} />
        ))}
      </span>
      <div ref={art} className="ek-level-progress__art" aria-hidden="true">
        <GeneratedArt seed={entityId} level={level} />
      </div>
      <div className="ek-level-progress__moment-text">
        <p className="ek-level-progress__eyebrow">{labels.levelUpEyebrow}</p>
        <p className="ek-level-progress__moment-title">
          {levelText}
          {name && <span className="ek-level-progress__moment-name">{name}</span>}
        </p>
        {description && <p className="ek-level-progress__moment-description">{description}</p>}
        {/* In the tree from the start, so what fills it is read out. */}
        <p className="ek-level-progress__share-status" role="status" data-state={outcome ?? 'idle'}>
          {outcome === 'copied' ? labels.copied : outcome === 'failed' ? labels.copyFailed : ''}
        </p>
      </div>
      <div className="ek-level-progress__moment-actions">
        <button type="button" className="ek-button" onClick={() => void share()}>
          {labels.share}
        </button>
        <button type="button" className="ek-button" data-variant="ghost" onClick={onDismiss}>
          {labels.dismiss}
        </button>
      </div>
    </div>
  )
}
