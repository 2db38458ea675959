import { describe, expect, it } from 'vitest'
import { metricDisplayName } from './metricDisplayName.js'

describe('metricDisplayName', () => {
  it('writes a metric name as words: snake, kebab and camel case, known acronyms as they are written', () => {
    expect(metricDisplayName('events_attended')).toBe('Events attended')
    expect(metricDisplayName('xp')).toBe('XP')
    expect(metricDisplayName('codeReviews')).toBe('Code reviews')
    expect(metricDisplayName('merged-prs')).toBe('Merged PRs')
    expect(metricDisplayName('nfts_minted')).toBe('NFTs minted')
    expect(metricDisplayName('DAO_VOTES')).toBe('DAO votes')
    expect(metricDisplayName('reviews')).toBe('Reviews')
    expect(metricDisplayName('__')).toBe('__')
  })
})
