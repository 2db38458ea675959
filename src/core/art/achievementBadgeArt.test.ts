import { describe, expect, it } from 'vitest'
import { achievementBadgeArt } from './achievementBadgeArt.js'

const svgOf = (art: ReturnType<typeof achievementBadgeArt>) => JSON.stringify(art.nodes)

describe('achievementBadgeArt', () => {
  it('draws the same badge for the same key and trigger, every time', () => {
    const first = achievementBadgeArt({ key: 'first-merge', trigger: { type: 'metric', threshold: 1 }, id: 'a' })
    expect(svgOf(achievementBadgeArt({ key: 'first-merge', trigger: { type: 'metric', threshold: 1 }, id: 'a' }))).toBe(svgOf(first))
  })

  it('gives every badge of the demo guild a picture of its own', () => {
    const badges = [
      achievementBadgeArt({ key: 'first-merge', trigger: { type: 'metric', threshold: 1 }, id: 'a' }),
      achievementBadgeArt({ key: 'regular', trigger: { type: 'metric', threshold: 5 }, id: 'a' }),
      achievementBadgeArt({ key: 'quest-runner', trigger: { type: 'metric', threshold: 10 }, id: 'a' }),
      achievementBadgeArt({ key: 'trusted-reviewer', trigger: { type: 'metric', threshold: 10 }, id: 'a' }),
      achievementBadgeArt({ key: 'recruiter', trigger: { type: 'metric', threshold: 6 }, id: 'a' }),
      achievementBadgeArt({ key: 'week-streak', trigger: { type: 'streak', length: 7 }, id: 'a' }),
      achievementBadgeArt({ key: 'founding-member', trigger: { type: 'manual' }, id: 'a' }),
    ]
    expect(new Set(badges.map(svgOf)).size).toBe(badges.length)
  })

  it('frames a badge by its trigger and rings it with more sparks for a bigger goal', () => {
    const metric = achievementBadgeArt({ key: 'x', trigger: { type: 'metric', threshold: 1 }, id: 'a' })
    const bigger = achievementBadgeArt({ key: 'x', trigger: { type: 'metric', threshold: 100 }, id: 'a' })
    const award = achievementBadgeArt({ key: 'x', trigger: { type: 'manual' }, id: 'a' })
    expect(metric.kind).toBe('metric')
    expect(bigger.sparks).toBeGreaterThan(metric.sparks)
    expect(award.sparks).toBe(0)
    expect(svgOf(award)).not.toBe(svgOf(metric))
  })

  it('names its gradients with the id it is given, so two badges on a page do not share them', () => {
    const art = svgOf(achievementBadgeArt({ key: 'regular', trigger: { type: 'streak', length: 3 }, id: 'badge7' }))
    expect(art).toContain('url(#badge7f)')
    expect(art).not.toContain('url(#a')
  })

  it('draws a threshold that is not a number as the smallest goal', () => {
    const smallest = achievementBadgeArt({ key: 'x', trigger: { type: 'metric', threshold: 1 }, id: 'a' })
    expect(svgOf(achievementBadgeArt({ key: 'x', trigger: { type: 'metric', threshold: Number.NaN }, id: 'a' }))).toBe(svgOf(smallest))
  })
})
