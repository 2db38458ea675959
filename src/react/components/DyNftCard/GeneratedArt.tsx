/** Sides, rings and orbiting marks grow with the level, so each new level looks different at a glance. */
function shape(level: number) {
  const step = Math.max(0, Math.min(12, Math.floor(level)))
  const sides = Math.min(3 + step, 12)
  const rings = Math.min(1 + step, 6)
  const marks = Math.min(step * 2, 24)
  return { step, sides, rings, marks, turn: (step * 17) % 360 }
}

function polygon(sides: number, radius: number, turn: number): string {
  return Array.from({ length: sides }, (_, index) => {
    const angle = ((turn + (360 / sides) * index - 90) * Math.PI) / 180
    return `${(50 + radius * Math.cos(angle)).toFixed(2)},${(50 + radius * Math.sin(angle)).toFixed(2)}`
  }).join(' ')
}

/**
 * The card's art when its theme has no background image (or it failed to load): drawn from the theme's colors
 * (the CSS variables the card sets) and the level, which changes the emblem's sides, its rings and its marks.
 */
export function GeneratedArt({ level }: { level: number }) {
  const { step, sides, rings, marks, turn } = shape(level)
  return (
    <svg className="ek-dy-nft-card__generated" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-level={step}>
      {Array.from({ length: rings }, (_, index) => (
        <circle key={`ring-${index}`} className="ek-dy-nft-card__art-ring" cx="50" cy="50" r={18 + index * 7} strokeDasharray={index % 2 ? '2 3' : undefined} />
      ))}
      {Array.from({ length: marks }, (_, index) => {
        const angle = ((turn + (360 / marks) * index) * Math.PI) / 180
        const radius = 18 + (rings - 1) * 7
        return <circle key={`mark-${index}`} className="ek-dy-nft-card__art-mark" cx={50 + radius * Math.cos(angle)} cy={50 + radius * Math.sin(angle)} r={1.6} />
      })}
      <polygon className="ek-dy-nft-card__art-emblem" points={polygon(sides, 15, turn)} />
      <polygon className="ek-dy-nft-card__art-core" points={polygon(sides, 8, turn + 180 / sides)} />
    </svg>
  )
}
