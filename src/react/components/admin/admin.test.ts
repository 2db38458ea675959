import { describe, expect, it } from 'vitest'
import { contrastRatio, parseHexColor } from './contrastRatio.js'
import { levelThresholdProblems, suggestNextLevel } from './levelThresholds.js'
import { parseAddressList } from './parseAddressList.js'

const a = '0x' + '1'.repeat(40)
const b = '0x' + '2'.repeat(40)
const mixed = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('parseAddressList', () => {
  it('takes lines, commas and spaces; checksums; keeps order; sets typos and duplicates apart', () => {
    expect(parseAddressList(`${a}\n${mixed.toLowerCase()}, nope ; ${a}\n\n0x123 ${b}`, [b])).toEqual({
      valid: [a, mixed],
      invalid: ['nope', '0x123'],
      duplicates: [a, b],
    })
    expect(parseAddressList('  \n ')).toEqual({ valid: [], invalid: [], duplicates: [] })
  })
})

describe('level thresholds', () => {
  it('names each level whose XP does not rise with its number, and the neighbour in the way', () => {
    expect(levelThresholdProblems([{ level: 1, xp: 0 }, { level: 2, xp: 100 }, { level: 3, xp: 250 }])).toEqual([])
    expect(levelThresholdProblems([{ level: 3, xp: 90 }, { level: 1, xp: 0 }, { level: 2, xp: 100 }])).toEqual([
      { level: 2, below: undefined, above: 3 },
      { level: 3, below: 2, above: undefined },
    ])
    expect(levelThresholdProblems([{ level: 1, xp: 50 }, { level: 2, xp: 50 }])).toHaveLength(2)
  })

  it('suggests the next level one past the highest, as far on as the last step', () => {
    expect(suggestNextLevel([])).toEqual({ level: 1, xp: 0 })
    expect(suggestNextLevel([{ level: 1, xp: 0 }])).toEqual({ level: 2, xp: 100 })
    expect(suggestNextLevel([{ level: 2, xp: 300 }, { level: 1, xp: 100 }])).toEqual({ level: 3, xp: 500 })
  })
})

describe('contrastRatio', () => {
  it('is the WCAG ratio: 21 for black on white, 1 for a colour on itself, symmetric', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1)
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#fff', '#767676')).toBe(contrastRatio('#767676', '#fff'))
  })

  it('reads #rgb and #rrggbb only', () => {
    expect(parseHexColor('#0af')).toEqual([0, 170, 255])
    expect(parseHexColor('ff0000')).toEqual([255, 0, 0])
    expect(parseHexColor('red')).toBeUndefined()
    expect(contrastRatio('red', '#fff')).toBeUndefined()
  })
})
