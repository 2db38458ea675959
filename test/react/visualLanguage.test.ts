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

  it('draws every button from .ek-button: no component sets a button’s height, padding or size of its own', () => {
    const own = stylesheets.filter(({ path }) => path !== join('styles', 'engagekit.css'))
    const overrides = own.flatMap(({ path, css }) =>
      [...css.matchAll(/([^{}]*\.ek-button[^{}]*)\{([^}]*)\}/g)].filter(([, , body]) => /min-height|height|padding|font-size/.test(body!)).map(([, selector]) => `${path}: ${selector!.trim()}`),
    )
    expect(overrides).toEqual([])
  })
})
