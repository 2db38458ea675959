import { describe, expect, it } from 'vitest'
import { avatarArt } from './avatarArt.js'

const address = '0x50Ff2c8E1eA9E0b7c6A1d2F3b4C5d6E7f8a9b446'

describe('avatarArt', () => {
  it('draws one face per address, whatever its letter case', () => {
    expect(avatarArt(address)).toEqual(avatarArt(address.toLowerCase()))
  })

  it('draws addresses one character apart unlike each other', () => {
    const faces = new Set(Array.from({ length: 16 }, (_, index) => avatarArt(`${address.slice(0, -1)}${index.toString(16)}`).backgroundImage))
    expect(faces.size).toBe(16)
    // Their colours differ too, not only the layout: the field's first hue.
    const hues = new Set([...faces].map((face) => /oklch\(74% 0\.15 (\d+)\)/.exec(face)?.[1]))
    expect(hues.size).toBeGreaterThan(8)
  })
})
