import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ImageField } from '../src/react/components/ImageField/ImageField.js'
import type { ImageFieldProps } from '../src/react/components/ImageField/ImageFieldProps.js'
import { ComponentRoot } from '../src/react/components/internal/ComponentRoot.js'
import formStyles from '../src/react/components/internal/form.css?raw'
import imageFieldStyles from '../src/react/components/ImageField/ImageField.css?raw'
import type { EngagekitStoryParameters } from './support/parameters.js'

type FieldStoryProps = Pick<ImageFieldProps, 'aspect'> & { initial: string; label: string }

/** The field as a form puts it: its label above, its value kept by the form. */
function FieldStory({ initial, label, aspect }: FieldStoryProps) {
  const [value, setValue] = useState(initial)
  return (
    <ComponentRoot name="image-field-story" styles={[formStyles, imageFieldStyles]} crashMessage="Something went wrong" retryLabel="Try again">
      <div className="ek-field" style={{ maxWidth: 520 }}>
        <label className="ek-field__label" htmlFor="story-image">
          {label}
        </label>
        <ImageField id="story-image" value={value} onChange={setValue} aspect={aspect} alt={`${label} preview`} />
      </div>
    </ComponentRoot>
  )
}

const meta = {
  title: 'Admin/ImageField',
  component: FieldStory,
  tags: ['autodocs'],
  args: { initial: '', label: 'Banner', aspect: 3 },
  parameters: {
    engagekit: { as: 'admin' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'The image settings of ThemeEditor, EntitySettings and ProfileEditor: a preview in the image’s shape and a link input (http(s) or ipfs://). Where the service lists `uploads`, a file is chosen or dropped on the preview, cropped to that shape (drag, arrow keys, zoom) and uploaded with `useUploadImage`; a failed upload says why and keeps the previous value.',
      },
    },
  },
} satisfies Meta<typeof FieldStory>

export default meta
type Story = StoryObj<typeof meta>

/** A 1200 × 800 picture drawn on a canvas, as a photo a user would pick. */
async function photo(): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 1200
  canvas.height = 800
  const context = canvas.getContext('2d')!
  const sky = context.createLinearGradient(0, 0, 0, 800)
  sky.addColorStop(0, '#1e3a8a')
  sky.addColorStop(1, '#f59e0b')
  context.fillStyle = sky
  context.fillRect(0, 0, 1200, 800)
  context.fillStyle = '#fde68a'
  context.beginPath()
  context.arc(820, 420, 120, 0, Math.PI * 2)
  context.fill()
  context.fillStyle = '#0f172a'
  context.beginPath()
  context.moveTo(0, 800)
  context.lineTo(320, 430)
  context.lineTo(560, 640)
  context.lineTo(760, 500)
  context.lineTo(1200, 800)
  context.fill()
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'))
  return new File([blob], 'holiday.png', { type: 'image/png' })
}

/** Picks the photo in the file chooser; the crop frame comes up. */
async function pickPhoto(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('button', { name: 'Choose image' })
  await userEvent.upload(canvas.getByLabelText('Choose image', { selector: 'input' }), await photo())
  return canvas.findByRole('group', { name: /Crop area/ })
}

/** No image yet, on a service that takes uploads: choose a file, drop one, or paste a link. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Choose image' })).toBeVisible()
    await expect(canvas.getByText('No image yet')).toBeVisible()
  },
}

/** An image set by its ipfs:// link: its preview in the banner's shape. */
export const Preview: Story = {
  args: { initial: 'ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Replace image' })).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('.ek-image-field__image')).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 })
  },
}

/** A photo chosen: cropped to the banner's 3:1, moved with the arrow keys and zoomed with the slider. */
export const Cropping: Story = {
  play: async ({ canvasElement }) => {
    const frame = await pickPhoto(canvasElement)
    frame.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}+')
    const zoom = within(canvasElement).getByRole('slider', { name: 'Zoom' })
    await waitFor(() => expect(zoom).toHaveValue('1.25'))
  },
}

/** The crop on its way: shown dimmed under a spinner, the link input locked until it is done. */
export const Uploading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/uploads', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await pickPhoto(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }))
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Uploading…')
  },
}

/** The service could not be reached: the field says so, keeps its previous image and offers to try again. */
export const Failed: Story = {
  args: { initial: 'ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7' },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/uploads', () => HttpResponse.error()))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Replace image' })
    await userEvent.upload(canvas.getByLabelText('Choose image', { selector: 'input' }), await photo())
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The image was not uploaded; the previous one is kept. The service could not be reached.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByLabelText('Banner')).toHaveValue('ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7')
  },
}

/** Uploaded to the service: the field holds the image's URL there, metadata stripped, and says to save. */
export const Uploaded: Story = {
  // The URL carries the test server's port, another on every run.
  parameters: { visual: { mask: ['.ek-image-field > .ek-input'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await pickPhoto(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await expect(await canvas.findByText('Image uploaded. Save to keep it.', {}, { timeout: 5000 })).toHaveAttribute('role', 'status')
    await expect(canvas.getByLabelText<HTMLInputElement>('Banner').value).toMatch(/^http:\/\/localhost:\d+\/api\/uploads\/[0-9a-f]{64}\.png$/)
    await waitFor(() => expect(canvasElement.querySelector('.ek-image-field__image')).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 })
  },
}

/** A service of the spec alone (no uploads): the field takes a link, shown as it is pasted. */
export const LinkOnly: Story = {
  args: { label: 'Square logo', aspect: 1 },
  parameters: { engagekit: { service: 'spec' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Square logo'), 'ipfs://bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb')
    await waitFor(() => expect(canvasElement.querySelector('.ek-image-field__image')).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 })
    await expect(canvas.queryByRole('button', { name: /image/ })).toBeNull()
  },
}
