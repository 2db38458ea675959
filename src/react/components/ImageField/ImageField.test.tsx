import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { EngagementError } from '../../../core/EngagementError.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { cropRectangle, moveCrop } from './cropImage.js'
import { ImageField } from './ImageField.js'
import { defaultImageFieldLabels as labels } from './ImageFieldLabels.js'
import { uploadFailure } from './uploadFailure.js'

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="logo">Logo</label>
      <ImageField id="logo" value={value} onChange={setValue} aspect={1} alt="Logo preview" />
      <output data-testid="value">{value}</output>
    </>
  )
}

/** The sandbox, answering GET /api/engagekit without the uploads feature (a service that has none). */
const withoutUploads = async (request: Request, sandbox: { fetch(request: Request): Promise<Response> }) => {
  const response = await sandbox.fetch(request)
  if (!new URL(request.url).pathname.endsWith('/api/engagekit')) return response
  const body = (await response.json()) as { data: { features: string[] } }
  body.data.features = body.data.features.filter((feature) => feature !== 'uploads')
  return Response.json(body)
}

describe('ImageField', { timeout: 20_000 }, () => {
  it('offers to choose a file where the service takes uploads, and always takes a pasted link', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <Harness />)
    expect(await screen.findByRole('button', { name: 'Choose image' })).toBeTruthy()
    expect(screen.getByText(labels.noImage)).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Logo'), 'https://example.com/logo.png')
    expect(screen.getByTestId('value').textContent).toBe('https://example.com/logo.png')
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeTruthy()
    expect(screen.getByRole('img', { hidden: true, name: 'Logo preview' }).getAttribute('src')).toBe('https://example.com/logo.png')
  })

  it('is a link field only on a service without uploads, and never puts a javascript: link in src', async () => {
    const t = await createTestEngagement({ as: 'member', fetch: withoutUploads })
    renderWithEngagement(t, <Harness initial="javascript:alert(1)" />)
    await waitFor(() => expect(t.queryClient.getQueryData(['serviceInfo', { baseUrl: 'https://sandbox.test' }])).toBeTruthy())
    expect(screen.queryByRole('button', { name: /image/ })).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('Logo').value).toBe('javascript:alert(1)')
    expect(document.querySelector('img')).toBeNull()
  })

  it('says why an upload failed', () => {
    const refusal = (status: number) => new EngagementError('uploadImage: refused', { kind: 'api', status, endpoint: 'uploadImage' })
    expect(uploadFailure(refusal(413), labels)).toBe(labels.tooLarge)
    expect(uploadFailure(refusal(415), labels)).toBe(labels.unsupported)
    expect(uploadFailure(refusal(401), labels)).toBe(labels.signedOut)
    expect(uploadFailure(new EngagementError('uploadImage: offline', { kind: 'network', endpoint: 'uploadImage' }), labels)).toBe(labels.unreachable)
    expect(uploadFailure(refusal(500), labels)).toBe(labels.refused)
  })

  it('crops to the field’s shape: the whole short side at zoom 1, moved by the arrow keys and zoomed with plus and minus', () => {
    // A 1200 × 600 photo in a square frame: a 600 × 600 square, centred, then half of it at zoom 2.
    expect(cropRectangle(1200, 600, 1, { zoom: 1, x: 0.5, y: 0.5 })).toEqual({ sx: 300, sy: 0, sw: 600, sh: 600 })
    expect(cropRectangle(1200, 600, 1, { zoom: 2, x: 0, y: 1 })).toEqual({ sx: 0, sy: 300, sw: 300, sh: 300 })
    // A banner (3:1) of a square picture: the full width, a third of the height.
    expect(cropRectangle(900, 900, 3, { zoom: 1, x: 0.5, y: 0 })).toEqual({ sx: 0, sy: 0, sw: 900, sh: 300 })
    const start = { zoom: 1, x: 0.5, y: 0.5 }
    expect(moveCrop(start, 'ArrowLeft')).toEqual({ zoom: 1, x: 0.45, y: 0.5 })
    expect(moveCrop(start, '+')).toEqual({ zoom: 1.25, x: 0.5, y: 0.5 })
    expect(moveCrop(start, '-')).toEqual(start)
    expect(moveCrop({ ...start, x: 1 }, 'ArrowRight')).toEqual({ ...start, x: 1 })
    expect(moveCrop(start, 'Tab')).toBeUndefined()
  })
})
