import { describe, expect, it } from 'vitest'
import { incrementMetricsSchema } from '../../core/schemas/metric.js'
import { listFromText } from './listFromText.js'

describe('listFromText', () => {
  it('reads the text forms of the list fields a schema marks, and nothing else', () => {
    const body = { metrics: '["xp", "posts"]', counts: ' 10, 2 ', note: 'a, b' }
    expect(listFromText(incrementMetricsSchema, body)).toEqual({ metrics: ['xp', 'posts'], counts: ['10', '2'], note: 'a, b' })
  })

  it('reads blank text as no items, and text that only looks like JSON as comma-separated items', () => {
    expect(listFromText(incrementMetricsSchema, { metrics: '  ', counts: '[1, 2' })).toEqual({ metrics: [], counts: ['[1', '2'] })
  })

  it('leaves lists, other values and inputs that are not objects as they are', () => {
    const lists = { metrics: ['xp'], counts: [1] }
    expect(listFromText(incrementMetricsSchema, lists)).toEqual(lists)
    expect(listFromText(incrementMetricsSchema, { metrics: 5 })).toEqual({ metrics: 5 })
    expect(listFromText(incrementMetricsSchema, 'metrics=xp')).toBe('metrics=xp')
  })
})
