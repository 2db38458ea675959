import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GeneratedArt } from './GeneratedArt.js'

// The card's stylesheet as written (the test runner serves CSS imports empty).
const styles = readFileSync(join(import.meta.dirname, 'NftCardView.css'), 'utf8')

/** The art's markup with this instance's id prefix taken out, so two drawings compare by what they draw. */
function drawn(seed: string, level: number): string {
  const { container, unmount } = render(<GeneratedArt seed={seed} level={level} />)
  const svg = container.querySelector('svg')!
  const prefix = svg.querySelector('[id]')!.id.slice(0, -2)
  const markup = svg.outerHTML.replaceAll(prefix, 'ID')
  unmount()
  return markup
}

/** What the petals look like: their outlines and turns (the composition), without colors. */
function composition(seed: string, level: number): string {
  const { container, unmount } = render(<GeneratedArt seed={seed} level={level} />)
  const petals = [...container.querySelectorAll('path')].map((path) => `${path.getAttribute('d')} ${path.getAttribute('transform')}`)
  unmount()
  return petals.join('|')
}

const shapes = (markup: string) => (markup.match(/<(path|circle)\b/g) ?? []).length

describe('GeneratedArt', () => {
  it('draws the same picture every time for the same entity and level', () => {
    expect(drawn('aurora-guild', 3)).toBe(drawn('aurora-guild', 3))
    expect(drawn('nebula-dao', 7)).toBe(drawn('nebula-dao', 7))
  })

  it('draws each entity its own composition at the same level', () => {
    const entities = ['aurora-guild', 'nebula-dao', 'aurora-guild-2', 'x', 'y', '']
    const pictures = new Set(entities.map((entity) => composition(entity, 4)))
    expect(pictures.size).toBe(entities.length)
  })

  it('draws a richer picture at a higher level', () => {
    const levels = [0, 1, 4, 8, 12].map((level) => drawn('aurora-guild', level))
    for (let index = 1; index < levels.length; index++) expect(shapes(levels[index]!)).toBeGreaterThan(shapes(levels[index - 1]!))
    expect(levels[4]).toContain('data-level="12"')
    // Beyond the last step, the picture stays the richest one; a broken level draws the plainest.
    expect(drawn('aurora-guild', 40)).toBe(levels[4])
    expect(drawn('aurora-guild', -3)).toBe(levels[0])
  })

  it('paints with the theme colors: every gradient stop and shape takes a tone, and the tones are the theme’s variables', () => {
    const { container } = render(<GeneratedArt seed="aurora-guild" level={6} />)
    const svg = container.querySelector('svg')!
    const tones = new Set<string>()
    const toneOf = (element: Element | null): string | undefined => {
      for (let node = element; node && node !== svg; node = node.parentElement) {
        const found = [...node.classList].find((name) => name.startsWith('ek-dy-nft-card__tone-'))
        if (found) return found
      }
      return undefined
    }
    for (const stop of svg.querySelectorAll('stop')) tones.add(toneOf(stop)!)
    for (const shape of svg.querySelectorAll('circle, path')) {
      const fill = shape.getAttribute('fill') ?? shape.closest('[fill]')?.getAttribute('fill')
      const reference = /^url\(#(.+)\)$/.exec(fill ?? '')?.[1]
      // A gradient of this very drawing, or a color from a tone.
      if (reference) expect(svg.querySelector(`[id="${reference}"]`)?.tagName).toMatch(/Gradient$/)
      else expect(toneOf(shape)).toBeDefined()
    }
    expect([...tones].sort()).toEqual(['ek-dy-nft-card__tone-0', 'ek-dy-nft-card__tone-1', 'ek-dy-nft-card__tone-2'])
    // The tones are the card's theme variables: accent 1, accent 2 (and a sheen of it), the background.
    const css = styles.replace(/\s+/g, '')
    const rule = (tone: number) => new RegExp(`\\.ek-dy-nft-card__tone-${tone}\\{color:([^;}]+)`).exec(css)?.[1]
    expect([rule(0), rule(1), rule(2), rule(3)]).toEqual(['var(--ek-nft-ink)', 'var(--ek-nft-glow)', 'color-mix(insrgb,var(--ek-nft-glow)55%,#fff)', 'var(--ek-nft-paper)'])
    expect(css).toContain('--ek-nft-ink:var(--ek-nft-accent-1,')
    expect(css).toContain('--ek-nft-glow:var(--ek-nft-accent-2,')
    expect(css).toContain('--ek-nft-paper:var(--ek-nft-background,')
  })

  it('gives each drawing its own gradient ids, so two cards on a page do not share paints', () => {
    const { container } = render(
      <>
        <GeneratedArt seed="aurora-guild" level={3} />
        <GeneratedArt seed="aurora-guild" level={3} />
      </>,
    )
    const [first, second] = [...container.querySelectorAll('svg')]
    const ids = (svg: Element) => [...svg.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids(first!).length).toBeGreaterThan(0)
    expect(ids(first!).filter((id) => ids(second!).includes(id))).toEqual([])
    // Every paint of the second drawing points into the second drawing.
    for (const painted of second!.querySelectorAll('[fill^="url("], [stroke^="url("]')) {
      const reference = /url\(#(.+)\)/.exec(painted.getAttribute('fill') ?? painted.getAttribute('stroke')!)![1]!
      expect(second!.querySelector(`[id="${reference}"]`)).not.toBeNull()
    }
  })
})
