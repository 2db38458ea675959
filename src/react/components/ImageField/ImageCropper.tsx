'use client'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { drawCrop, maxZoom, minZoom, moveCrop, type CropPosition } from './cropImage.js'
import type { ImageFieldLabels } from './ImageFieldLabels.js'

type ImageCropperProps = {
  image: HTMLImageElement
  /** Width / height of the frame. */
  aspect: number
  labels: ImageFieldLabels
  onDone: (position: CropPosition) => void
  onCancel: () => void
}

/** The frame's size on screen, in CSS pixels: 320 wide, at most 240 high. */
function frameSize(aspect: number) {
  const width = Math.min(320, 240 * aspect)
  return { width: Math.round(width), height: Math.round(width / aspect) }
}

/**
 * A picture in a frame of the field's shape: dragged or moved with the arrow keys, zoomed with the slider or plus and
 * minus, drawn on a canvas as it will be uploaded.
 */
export function ImageCropper({ image, aspect, labels, onDone, onCancel }: ImageCropperProps) {
  const [position, setPosition] = useState<CropPosition>({ zoom: 1, x: 0.5, y: 0.5 })
  const canvas = useRef<HTMLCanvasElement>(null)
  const drag = useRef<{ x: number; y: number } | undefined>(undefined)
  const size = frameSize(aspect)

  useEffect(() => {
    const node = canvas.current
    if (!node) return
    const ratio = globalThis.devicePixelRatio || 1
    node.width = Math.round(size.width * ratio)
    node.height = Math.round(size.height * ratio)
    drawCrop(node, image, aspect, position)
  }, [image, aspect, position, size.width, size.height])

  const move = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current
    if (!from) return
    const dx = (event.clientX - from.x) / size.width
    const dy = (event.clientY - from.y) / size.height
    drag.current = { x: event.clientX, y: event.clientY }
    const clamp = (value: number) => Math.min(1, Math.max(0, value))
    // Dragging the picture right shows more of its left: the crop moves the other way.
    setPosition((previous) => ({ ...previous, x: clamp(previous.x - dx / previous.zoom), y: clamp(previous.y - dy / previous.zoom) }))
  }

  return (
    <div className="ek-image-field__cropper">
      <div
        className="ek-image-field__frame"
        role="group"
        aria-label={labels.cropArea}
        tabIndex={0}
        style={{ width: size.width, height: size.height }}
        onKeyDown={(event) => {
          const next = moveCrop(position, event.key)
          if (!next) return
          event.preventDefault()
          setPosition(next)
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId)
          drag.current = { x: event.clientX, y: event.clientY }
        }}
        onPointerMove={move}
        onPointerUp={() => (drag.current = undefined)}
        onPointerCancel={() => (drag.current = undefined)}
      >
        <canvas ref={canvas} className="ek-image-field__canvas" aria-hidden="true" />
      </div>
      <label className="ek-image-field__zoom">
        <span>{labels.zoom}</span>
        <input
          type="range"
          min={minZoom}
          max={maxZoom}
          step={0.05}
          value={position.zoom}
          onChange={(event) => setPosition((previous) => ({ ...previous, zoom: Number(event.target.value) }))}
        />
      </label>
      <div className="ek-image-field__buttons">
        <button type="button" className="ek-button" data-size="small" onClick={() => onDone(position)}>
          {labels.upload}
        </button>
        <button type="button" className="ek-button" data-size="small" data-variant="ghost" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </div>
  )
}
