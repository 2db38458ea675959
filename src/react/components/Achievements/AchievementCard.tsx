'use client'
import type { ReactNode } from 'react'
import type { MemberAchievement } from '../../../core/schemas/achievement.js'
import { formatDate } from '../internal/formatDate.js'
import { formatExactNumber } from '../internal/formatNumber.js'
import type { AchievementsLabels } from './AchievementsLabels.js'
import { formatShare } from './formatShare.js'

type AchievementCardProps = { achievement: MemberAchievement; isNew: boolean; art: ReactNode; labels: AchievementsLabels; locale: string | undefined }

/**
 * One badge: its art, name and description, then the date it was earned, or (not yet) the member's progress towards
 * it, and how rare it is. A badge earned while shown plays its reveal and says "New".
 */
export function AchievementCard({ achievement, isNew, art, labels, locale }: AchievementCardProps) {
  const earned = Boolean(achievement.earnedAt)
  const rarity = Number.isFinite(achievement.rarity) ? Math.min(1, Math.max(0, achievement.rarity)) : 0
  const progress = achievement.progress
  const target = progress && progress.target > 0 ? progress.target : undefined
  const current = progress ? Math.max(0, Math.min(progress.current, target ?? progress.current)) : 0
  const exact = (value: number) => formatExactNumber(value, locale)
  return (
    <>
      <span className="ek-achievements__art" data-reveal={isNew || undefined}>
        {art}
        {isNew && (
          <span className="ek-achievements__sparks" aria-hidden="true">
            {Array.from({ length: 10 }, (_, index) => (
              <span key={index} />
            ))}
          </span>
        )}
      </span>
      <div className="ek-achievements__text">
        <p className="ek-achievements__name">
          <span>{achievement.name}</span>
          {isNew && <span className="ek-achievements__new">{labels.newBadge}</span>}
          {!earned && <span className="ek-visually-hidden">, {labels.locked}</span>}
        </p>
        {achievement.description && <p className="ek-achievements__description">{achievement.description}</p>}
        {earned ? (
          <p className="ek-achievements__earned">
            <time dateTime={achievement.earnedAt!}>{labels.earnedOn(formatDate(achievement.earnedAt!, locale))}</time>
          </p>
        ) : target !== undefined ? (
          <div className="ek-achievements__progress">
            <div
              className="ek-achievements__bar"
              role="progressbar"
              aria-label={labels.progressLabel(achievement.name)}
              aria-valuemin={0}
              aria-valuemax={target}
              aria-valuenow={current}
              aria-valuetext={labels.progressValue(exact(current), exact(target))}
            >
              {/* An SVG fill: its width is an attribute, which a strict Content-Security-Policy allows. */}
              <svg className="ek-achievements__track" aria-hidden="true">
                <rect className="ek-achievements__fill" width={`${Math.round((current / target) * 10000) / 100}%`} height="100%" />
              </svg>
            </div>
            <span className="ek-achievements__count" aria-hidden="true">
              {labels.progress(exact(current), exact(target))}
            </span>
          </div>
        ) : (
          <p className="ek-achievements__awarded">{labels.awardedOnly}</p>
        )}
        <p className="ek-achievements__rarity">{rarity > 0 ? labels.rarity(formatShare(rarity, locale)) : labels.rarityNone}</p>
      </div>
    </>
  )
}
