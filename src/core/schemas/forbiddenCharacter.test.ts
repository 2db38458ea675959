import { describe, expect, it } from 'vitest'
import { forbiddenCharacter } from './forbiddenCharacter.js'

describe('forbiddenCharacter', () => {
  it('lets any other text through: scripts, marks, emoji sequences, astral characters, noncharacters', () => {
    for (const text of ['', 'Aurora', 'مجتمع \u200fעברית\u200e\u061c', 'e\u0301', '👩‍👩‍👧', '𝔘', '🦊x🦊', '\u00a0\u2028\u2029\ufeff\uffff', '\ud83d\udca9\ud83d\udca9']) {
      expect(forbiddenCharacter(text), JSON.stringify(text)).toBeUndefined()
      expect(forbiddenCharacter(text, true), JSON.stringify(text)).toBeUndefined()
    }
  })

  it('names the first refused character and its kind', () => {
    expect(forbiddenCharacter('a\u0000b')).toBe('must not contain U+0000, a control character')
    expect(forbiddenCharacter('\u001b[2J')).toBe('must not contain U+001B, a control character')
    expect(forbiddenCharacter('x\u007f')).toBe('must not contain U+007F, a control character')
    expect(forbiddenCharacter('x\u0085')).toBe('must not contain U+0085, a control character')
    expect(forbiddenCharacter('\u202aa\u202e')).toBe('must not contain U+202A, a bidirectional control')
    expect(forbiddenCharacter('\u2066')).toBe('must not contain U+2066, a bidirectional control')
    expect(forbiddenCharacter('\u2069')).toBe('must not contain U+2069, a bidirectional control')
  })

  it('finds a lone surrogate wherever it is, and only a lone one', () => {
    for (const [text, code] of [['\ud800', 'D800'], ['a\ud83d', 'D83D'], ['\ud83dx', 'D83D'], ['\udca9', 'DCA9'], ['a\udca9', 'DCA9'], ['\ud83d\udca9\udca9', 'DCA9'], ['\ud83d\ud83d\udca9', 'D83D']] as const) {
      expect(forbiddenCharacter(text), JSON.stringify(text)).toBe(`must not contain U+${code}, a lone surrogate`)
    }
  })

  it('takes tabs and line breaks (LF, CR LF) in long text only; a CR alone never', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(forbiddenCharacter(text, true)).toBeUndefined()
      expect(forbiddenCharacter(text)).toMatch(/^must not contain U\+000[9AD], a control character$/)
    }
    expect(forbiddenCharacter('a\rb', true)).toBe('must not contain U+000D, a control character')
    expect(forbiddenCharacter('a\r', true)).toBe('must not contain U+000D, a control character')
    expect(forbiddenCharacter('a\u000bb', true)).toBe('must not contain U+000B, a control character')
  })
})
