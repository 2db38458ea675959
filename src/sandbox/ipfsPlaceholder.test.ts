import { describe, expect, it } from 'vitest'
import { demo } from '../service/seed/demo.js'
import { createSandbox } from './createSandbox.js'

const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

describe('the sandbox as a local IPFS gateway', () => {
  it('answers GET /ipfs/{cid} with the same image for the same CID, with CORS', async () => {
    const { fetch } = createSandbox()
    const first = await fetch(new Request(`http://sandbox.local/ipfs/${cid}`, { headers: { origin: 'https://app.example' } }))
    const again = await fetch(new Request(`http://sandbox.local/ipfs/${cid}`))
    const other = await fetch(new Request('http://sandbox.local/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'))
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/svg+xml')
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(first.headers.get('access-control-allow-origin')).toBe('https://app.example')
    const svg = await first.text()
    expect(svg).toMatch(/^<svg /)
    expect(await again.text()).toBe(svg)
    expect(await other.text()).not.toBe(svg)
  })

  it('leaves anything that is not a CID to the API router', async () => {
    const { fetch } = createSandbox()
    const response = await fetch(new Request('http://sandbox.local/ipfs/<script>'))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/json/)
  })

  describe('a demo theme’s background image', () => {
    const backgroundOf = (sandbox: ReturnType<typeof createSandbox>, level: string) => {
      const theme = sandbox.state.entities[demo.entityId]!.themes.find((candidate) => candidate.level === level)!
      return { theme, path: `http://sandbox.local/ipfs/${theme.backgroundImageIPFS.replace('ipfs://', '')}` }
    }

    it('is the NFT art drawn for the theme’s level in its colors, a valid SVG, different at each level', async () => {
      const sandbox = createSandbox()
      const pictures = new Map<string, string>()
      for (const level of ['1', '3', '5']) {
        const { theme, path } = backgroundOf(sandbox, level)
        const response = await sandbox.fetch(new Request(path))
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/svg+xml')
        const svg = await response.text()
        expectWellFormedSvg(svg)
        expect(svg).toContain(`data-level="${level}"`)
        for (const color of [theme.backgroundColor, theme.accentColor1, theme.accentColor2]) expect(svg).toContain(`"${color}"`)
        pictures.set(level, svg)
      }
      expect(new Set(pictures.values()).size).toBe(3)
      // Not the flat placeholder: glows and rings of the generator.
      expect(pictures.get('5')!.match(/<radialGradient /g)).toHaveLength(3)
      expect(pictures.get('5')!.match(/<circle /g)!.length).toBeGreaterThan(pictures.get('1')!.match(/<circle /g)!.length)
    })

    it('follows the theme as an admin edits it: no-cache with an ETag, 304 while unchanged', async () => {
      const sandbox = createSandbox()
      const { theme, path } = backgroundOf(sandbox, '3')
      const first = await sandbox.fetch(new Request(path))
      expect(first.headers.get('cache-control')).toBe('no-cache')
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"[\w-]+"$/)
      const unchanged = await sandbox.fetch(new Request(path, { headers: { 'if-none-match': etag } }))
      expect(unchanged.status).toBe(304)
      expect(await unchanged.text()).toBe('')
      theme.accentColor1 = '#ff0066'
      const edited = await sandbox.fetch(new Request(path, { headers: { 'if-none-match': etag } }))
      expect(edited.status).toBe(200)
      expect(edited.headers.get('etag')).not.toBe(etag)
      expect(await edited.text()).toContain('"#ff0066"')
    })

    it('keeps a theme’s hostile color out of the picture', async () => {
      const sandbox = createSandbox()
      const { theme, path } = backgroundOf(sandbox, '1')
      theme.accentColor1 = '"/><script>alert(1)</script>'
      const svg = await (await sandbox.fetch(new Request(path))).text()
      expect(svg).not.toContain('<script')
      expectWellFormedSvg(svg)
    })
  })
})

/** An SVG document whose tags open and close in order, with every attribute quoted (what an image decoder needs). */
function expectWellFormedSvg(svg: string) {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /)
  const open: string[] = []
  for (const [, closing, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g)) {
    expect(attributes!.replace(/\s[\w:-]+="[^"<>]*"/g, '').trim()).toBe('')
    if (closing) expect(open.pop()).toBe(name)
    else if (!selfClosing) open.push(name!)
  }
  expect(open).toEqual([])
  expect(svg.replace(/<[^<>]*>/g, '')).toBe('')
}
