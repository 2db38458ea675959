/** Where the crop sits: `zoom` from 1 (the picture just covers the frame) to 4, `x` and `y` from 0 to 1 across the room left. */
export type CropPosition = { zoom: number; x: number; y: number }

export const minZoom = 1
export const maxZoom = 4
/** The longest side of an uploaded crop, in pixels: enough for a banner, far below 5 MB. */
const maxSide = 1600

/** The part of a `width` × `height` picture a frame of `aspect` (width / height) shows at `position`, in the picture's pixels. */
export function cropRectangle(width: number, height: number, aspect: number, { zoom, x, y }: CropPosition) {
  const coverWidth = Math.min(width, height * aspect)
  const sw = coverWidth / zoom
  const sh = sw / aspect
  return { sx: (width - sw) * x, sy: (height - sh) * y, sw, sh }
}

/** Draws the crop of `image` into `canvas`, at the canvas's size. */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, aspect: number, position: CropPosition): void {
  const context = canvas.getContext('2d')
  if (!context) return
  const { sx, sy, sw, sh } = cropRectangle(image.naturalWidth, image.naturalHeight, aspect, position)
  context.clearRect(0, 0, canvas.width, canvas.height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height)
}

/**
 * The crop as a file to upload: at most 1600 px on its longest side, never enlarged; PNG when the picture may have
 * transparency (PNG, WebP, GIF), JPEG for a photo.
 */
export function cropToBlob(image: HTMLImageElement, aspect: number, position: CropPosition, sourceType: string): Promise<Blob> {
  const { sw, sh } = cropRectangle(image.naturalWidth, image.naturalHeight, aspect, position)
  const scale = Math.min(1, maxSide / Math.max(sw, sh))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(sw * scale))
  canvas.height = Math.max(1, Math.round(sh * scale))
  drawCrop(canvas, image, aspect, position)
  const type = sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/png'
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be encoded'))), type, 0.9))
}

/** The position after a key press in the crop area; undefined for a key it does not use. */
export function moveCrop(position: CropPosition, key: string): CropPosition | undefined {
  const step = 0.05
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))
  switch (key) {
    case 'ArrowLeft':
      return { ...position, x: clamp(position.x - step, 0, 1) }
    case 'ArrowRight':
      return { ...position, x: clamp(position.x + step, 0, 1) }
    case 'ArrowUp':
      return { ...position, y: clamp(position.y - step, 0, 1) }
    case 'ArrowDown':
      return { ...position, y: clamp(position.y + step, 0, 1) }
    case '+':
    case '=':
      return { ...position, zoom: clamp(position.zoom + 0.25, minZoom, maxZoom) }
    case '-':
    case '_':
      return { ...position, zoom: clamp(position.zoom - 0.25, minZoom, maxZoom) }
    default:
      return undefined
  }
}
