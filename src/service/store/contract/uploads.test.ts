import { describe, expect, it } from 'vitest'
import { uploadImageMutationOptions } from '../../../query/index.js'
import { useUploadImage } from '../../../react/hooks/useUploadImage.js'
import { gif, jpeg, leaks, png, webp } from './imageFiles.js'
import { BASE_URL, entityId, useContract } from './setup.js'

const ctx = useContract()

const files = { png: ['image/png', png], jpeg: ['image/jpeg', jpeg], webp: ['image/webp', webp], gif: ['image/gif', gif] } as const
const extensions = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const

/** The image at `url`, as the service serves it. */
async function served(url: string) {
  const response = await ctx.service.fetch(new Request(url))
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

/** A raw POST /api/uploads signed in as the member, with the body and content-type given. */
function post(body: BodyInit, type?: string, signed = true) {
  const url = new URL('/api/uploads', BASE_URL)
  if (signed) {
    url.searchParams.set('address', ctx.sessions.member.address)
    url.searchParams.set('signature', ctx.sessions.member.signature)
  }
  return ctx.service.fetch(new Request(url, { method: 'POST', body, headers: type ? { 'content-type': type } : {} }))
}

describe('uploadImage', () => {
  for (const [kind, [type, make]] of Object.entries(files)) {
    it(`keeps a ${kind.toUpperCase()} without its metadata and serves it back for good`, async () => {
      const original = make()
      expect(leaks(original)).toBe(true)
      const { data } = await ctx.client('member').uploadImage({ file: new Blob([original], { type }) })
      expect(data!.url).toMatch(new RegExp(`^${BASE_URL}/api/uploads/[0-9a-f]{64}\\.${extensions[kind as keyof typeof extensions]}$`))
      const image = await served(data!.url)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe(type)
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(image.headers.get('x-content-type-options')).toBe('nosniff')
      expect(image.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(image.headers.get('content-security-policy')).toContain('sandbox')
      // The same format, smaller, with none of the metadata left.
      expect(image.bytes.length).toBeLessThan(original.length)
      expect(leaks(image.bytes)).toBe(false)
      const { sha256 } = await import('viem')
      expect(data!.url).toContain(sha256(image.bytes).slice(2))
    })
  }

  it('keeps the image structure: PNG chunks, the JFIF segment, the WebP sizes and flags, the GIF loop', async () => {
    const kept = async (bytes: Uint8Array<ArrayBuffer>) => (await served((await ctx.client('member').uploadImage({ file: new Blob([bytes]) })).data!.url)).bytes
    const text = (bytes: Uint8Array) => String.fromCharCode(...bytes)
    const fromPng = text(await kept(png()))
    expect(['IHDR', 'IDAT', 'IEND'].every((chunk) => fromPng.includes(chunk))).toBe(true)
    expect(['tEXt', 'iTXt', 'eXIf', 'tIME'].some((chunk) => fromPng.includes(chunk))).toBe(false)
    expect(text(await kept(jpeg()))).toContain('JFIF')
    const fromWebp = await kept(webp())
    const view = new DataView(fromWebp.buffer)
    expect(view.getUint32(4, true)).toBe(fromWebp.length - 8)
    expect(fromWebp[20]! & 0x0c).toBe(0)
    expect(text(fromWebp)).not.toMatch(/EXIF|XMP /)
    expect(text(await kept(gif()))).toContain('NETSCAPE2.0')
  })

  it('takes multipart/form-data with a file field, and the same image twice is kept once at one URL', async () => {
    const form = new FormData()
    form.set('file', new Blob([png()], { type: 'image/png' }), 'holiday.png')
    const response = await post(form)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { success: boolean; data: { url: string } }
    expect(body).toEqual({ success: true, data: { url: expect.stringMatching(/\/api\/uploads\/[0-9a-f]{64}\.png$/) } })
    const again = await ctx.client('owner').uploadImage({ file: new Blob([png()]) })
    expect(again.data!.url).toBe(body.data.url)
  })

  it('refuses a renamed non-image (415), whatever its name and type say, keeping nothing', async () => {
    const before = await ctx.service.snapshot()
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const form = new FormData()
    form.set('file', new Blob([svg], { type: 'image/png' }), 'avatar.png')
    for (const response of [await post(form), await post(svg, 'image/png'), await post('%PDF-1.7', 'image/jpeg')]) {
      expect(response.status).toBe(415)
      expect(await response.json()).toMatchObject({ success: false, error: { code: 'unsupported-media-type', field: 'file' } })
    }
    const error = await ctx.client('member').uploadImage({ file: new File([svg], 'logo.gif', { type: 'image/gif' }) }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: 'api', status: 415, code: 'unsupported-media-type' })
    expect(await ctx.service.snapshot()).toEqual(before)
  })

  it('refuses an image over 5 MB (413) while reading it, and a damaged or empty one (400)', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png().subarray(0, 8))
    const tooBig = await post(big, 'image/png')
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toMatchObject({ success: false, error: { code: 'payload-too-large' } })
    const form = new FormData()
    form.set('file', new Blob([big]), 'big.png')
    expect((await post(form)).status).toBe(413)
    const damaged = await post(png().subarray(0, 40), 'image/png')
    expect(damaged.status).toBe(400)
    expect(await damaged.json()).toMatchObject({ error: { code: 'invalid-input', field: 'file', message: expect.stringContaining('damaged PNG') } })
    expect((await post(new Uint8Array(), 'image/png')).status).toBe(400)
    const noFile = new FormData()
    noFile.set('picture', new Blob([png()]))
    expect((await post(noFile)).status).toBe(400)
  })

  it('refuses a caller who is not signed in (401) and an API key (403); the client asks for a session first', async () => {
    expect((await post(png(), 'image/png', false)).status).toBe(401)
    const { data } = await ctx.client('owner').createApiKey({ entityId, name: 'bot' })
    const keyed = new Request(new URL('/api/uploads', BASE_URL), { method: 'POST', body: png(), headers: { authorization: `Bearer ${data!.key}` } })
    expect((await ctx.service.fetch(keyed)).status).toBe(403)
    await expect(ctx.client(null).uploadImage({ file: new Blob([png()]) })).rejects.toMatchObject({ kind: 'invalid-input', field: 'session' })
  })

  it('keeps uploads in a snapshot (export), and a snapshot loaded again serves them', async () => {
    const { data } = await ctx.client('member').uploadImage({ file: new Blob([webp()]) })
    const before = (await served(data!.url)).bytes
    const snapshot = await ctx.service.snapshot()
    expect(Object.values(snapshot.uploads ?? {})).toEqual([{ type: 'image/webp', data: expect.any(String), by: ctx.sessions.member.address, createdAt: '2026-03-01T12:00:00.000Z' }])
    await ctx.reseed((seed) => Object.assign(seed, { uploads: snapshot.uploads }))
    expect((await served(data!.url)).bytes).toEqual(before)
  })

  it('answers 404 for an image it does not keep, and its mutation options and hook exist', async () => {
    const missing = await served(`${BASE_URL}/api/uploads/${'0'.repeat(64)}.png`)
    expect(missing.status).toBe(404)
    expect((await served(`${BASE_URL}/api/uploads/..%2Fsecrets.png`)).status).toBe(404)
    const options = uploadImageMutationOptions(ctx.client('member'), { session: ctx.sessions.member })
    const result = await options.mutationFn!({ file: new Blob([gif()]) }, undefined as never)
    expect(result.data!.url).toMatch(/\.gif$/)
    expect(useUploadImage).toBeTypeOf('function')
  })
})
