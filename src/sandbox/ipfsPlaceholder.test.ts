import { describe, expect, it } from 'vitest'
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
})
