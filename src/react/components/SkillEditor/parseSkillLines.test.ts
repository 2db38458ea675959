import { describe, expect, it } from 'vitest'
import { parseSkillLines } from './parseSkillLines.js'

describe('parseSkillLines', () => {
  it('reads "Name: description", tab pairs and bare names; drops bullets and blank lines', () => {
    expect(parseSkillLines('- Rust: Systems programming\n\n  Go\t Services \n2. Zig\n* Design: UI: and UX')).toEqual({
      skills: [
        { name: 'Rust', description: 'Systems programming' },
        { name: 'Go', description: 'Services' },
        { name: 'Zig', description: '' },
        { name: 'Design', description: 'UI: and UX' },
      ],
      duplicates: [],
      invalid: [],
    })
  })

  it('sets apart names that exist (letter case ignored) or repeat, and lines without a usable name', () => {
    expect(parseSkillLines(`react\nRust\nrust: again\n: no name\n${'x'.repeat(81)}`, ['React'])).toEqual({
      skills: [{ name: 'Rust', description: '' }],
      duplicates: ['react', 'rust'],
      invalid: [': no name', 'x'.repeat(81)],
    })
    expect(parseSkillLines('rust\nRUST', ['Rust']).duplicates).toEqual(['rust'])
  })
})
