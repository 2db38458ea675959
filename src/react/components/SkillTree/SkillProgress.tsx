'use client'
import type { SkillTreeLabels } from './SkillTreeLabels.js'

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The user's score on a skill: a small meter with its text; nothing when the score is unknown. */
export function SkillProgress({ score, maxScore, labels }: { score: unknown; maxScore: unknown; labels: SkillTreeLabels }) {
  if (!finite(score)) return null
  if (!finite(maxScore) || maxScore <= 0) {
    return <span className="ek-skill-tree__score">{labels.scoreOnly(score)}</span>
  }
  const percent = Math.min(100, Math.max(0, (score / maxScore) * 100))
  return (
    <span className="ek-skill-tree__progress" data-state={percent >= 100 ? 'complete' : percent > 0 ? 'started' : 'none'}>
      {/* An SVG bar: its width is an attribute, which a strict Content-Security-Policy allows (a style attribute it would not). */}
      <svg className="ek-skill-tree__meter" aria-hidden="true">
        <rect className="ek-skill-tree__meter-fill" width={`${Math.round(percent * 100) / 100}%`} height="100%" />
      </svg>
      <span className="ek-skill-tree__score" aria-hidden="true">
        {labels.score(score, maxScore)}
      </span>
      <span className="ek-visually-hidden">{labels.progress(score, maxScore)}</span>
    </span>
  )
}
