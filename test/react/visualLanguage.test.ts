// One visual language, held in the stylesheets: three type sizes, two weights and one button, whatever component is
// drawn. A component that writes its own font size, weight or button height fails here.
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../src/react')
const stylesheets = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .map((path) => ({ path: relative(root, join(root, path)), css: readFileSync(join(root, path), 'utf8') }))

/** Every `property: value` in the stylesheets, with where it is. */
const declarations = (property: string) =>
  stylesheets.flatMap(({ path, css }) => [...css.matchAll(new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;}]+)`, 'g'))].map((match) => ({ path, value: match[1]!.trim() })))

describe('one visual language', () => {
  it('has three type sizes and two weights, and no stylesheet writes another', () => {
    const base = readFileSync(join(root, 'styles/engagekit.css'), 'utf8')
    expect([...base.matchAll(/--ek-font-size[\w-]*:/g)].map((match) => match[0])).toEqual(['--ek-font-size-small:', '--ek-font-size:', '--ek-font-size-large:'])
    expect([...base.matchAll(/--ek-font-weight[\w-]*:/g)].map((match) => match[0])).toEqual(['--ek-font-weight-regular:', '--ek-font-weight-semibold:'])
    const sizes = new Set(['var(--ek-font-size-small)', 'var(--ek-font-size)', 'var(--ek-font-size-large)', 'inherit'])
    const weights = new Set(['var(--ek-font-weight-regular)', 'var(--ek-font-weight-semibold)', 'inherit'])
    expect(declarations('font-size').filter(({ value }) => !sizes.has(value))).toEqual([])
    expect(declarations('font-weight').filter(({ value }) => !weights.has(value))).toEqual([])
  })

  it('draws every button from .ek-button: no component sets a button’s height, vertical padding or type size of its own', () => {
    const own = stylesheets.filter(({ path }) => path !== join('styles', 'engagekit.css'))
    // A snugger width where room is short (padding-inline, min-width) is the component's to set; the height is not.
    const overrides = own.flatMap(({ path, css }) =>
      [...css.matchAll(/([^{}]*\.ek-button[^{}]*)\{([^}]*)\}/g)]
        .filter(([, , body]) => /(?:^|[;\s])(?:min-height|height|padding|padding-block|padding-top|padding-bottom|font-size)\s*:/.test(body!))
        .map(([, selector]) => `${path}: ${selector!.trim()}`),
    )
    expect(overrides).toEqual([])
  })

  it('gives a button one height per size, whatever class a component adds to it', () => {
    // Classes a component puts beside ek-button (className="ek-button ek-metrics-panel__increment"): their rules may
    // set a width (an icon button's square), never a height of their own; data-size says the height.
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.tsx') && !path.includes('.test.'))
    const paired = new Set(sources.flatMap((path) => [...readFileSync(join(root, path), 'utf8').matchAll(/\bek-button ((?:ek-[\w-]+ ?)+)/g)].flatMap((match) => match[1]!.trim().split(' '))))
    expect(paired.size).toBeGreaterThan(0)
    const heights = stylesheets.flatMap(({ path, css }) =>
      [...css.matchAll(/([^{}]*)\{([^}]*)\}/g)]
        .filter(([, selector]) => [...paired].some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(selector!)))
        .filter(([, , body]) => /(?:^|[;\s])(?:min-height|height|padding|padding-block|padding-top|padding-bottom|font-size)\s*:/.test(body!))
        .map(([, selector]) => `${path}: ${selector!.trim()}`),
    )
    expect(heights).toEqual([])
  })

  it('lays out with logical properties, so Arabic mirrors: no left or right of their own, no lopsided shorthand', () => {
    const physical = stylesheets.flatMap(({ path, css }) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[;{\s])((?:margin|padding|border)-(?:left|right)[\w-]*|left|right|(?:text-align|float|clear)\s*:\s*(?:left|right))\s*:?/g)].map((match) => `${path}: ${match[1]}`),
    )
    // padding: top right bottom left, with right and left different, is a physical choice too.
    const lopsided = ['margin', 'padding', 'inset'].flatMap((property) =>
      declarations(property)
        .map(({ path, value }) => ({ path, parts: value.match(/calc\([^()]*(?:\([^()]*\)[^()]*)*\)|var\([^()]*\)|[^\s]+/g) ?? [] }))
        .filter(({ parts }) => parts.length === 4 && parts[1] !== parts[3])
        .map(({ path, parts }) => `${path}: ${property}: ${parts.join(' ')}`),
    )
    expect([...physical, ...lopsided]).toEqual([])
  })
})
