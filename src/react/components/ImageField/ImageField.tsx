'use client'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'
import { useUploadImage } from '../../hooks/useUploadImage.js'
import { PreviewImage } from '../EntitySettings/PreviewImage.js'
import { useLabels } from '../internal/useLabels.js'
import { cropToBlob, type CropPosition } from './cropImage.js'
import { ImageCropper } from './ImageCropper.js'
import { defaultImageFieldLabels } from './ImageFieldLabels.js'
import type { ImageFieldProps } from './ImageFieldProps.js'
import { uploadFailure } from './uploadFailure.js'

const accepted = 'image/png,image/jpeg,image/webp,image/gif'

type Picked = { image: HTMLImageElement; type: string; url: string }
type Stage = { kind: 'idle' } | { kind: 'cropping'; picked: Picked } | { kind: 'uploading'; preview: string } | { kind: 'failed'; why: string; retry?: () => void } | { kind: 'uploaded' }

/**
 * An image setting (a logo, a banner, a profile picture): a preview in the field's shape, and a link input that takes
 * an http(s) or `ipfs://` URL. Where the service takes uploads (`uploads` in `GET /api/engagekit`), a file is also
 * chosen or dropped on the preview, cropped to the field's shape (dragged, arrow keys, zoom) and uploaded with
 * `useUploadImage`; the field then holds the image's URL. A failed upload says why and keeps the previous value.
 */
export function ImageField({ id, value, onChange, aspect, alt, gateways, labels: overrides, inputProps, inputRef, previewClassName }: ImageFieldProps) {
  const labels = useLabels('ImageField', defaultImageFieldLabels, overrides)
  const offers = useServiceInfo()
  const upload = useUploadImage()
  const canUpload = offers.data?.features.includes('uploads') === true
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const objectUrls = useRef<string[]>([])
  useEffect(() => () => objectUrls.current.forEach((url) => URL.revokeObjectURL(url)), [])

  function pick(file: File | undefined) {
    if (!file) return
    const url = URL.createObjectURL(file)
    objectUrls.current.push(url)
    const image = new Image()
    image.onload = () => setStage({ kind: 'cropping', picked: { image, type: file.type, url } })
    image.onerror = () => setStage({ kind: 'failed', why: labels.unreadable })
    image.src = url
  }

  async function send(picked: Picked, position: CropPosition) {
    let blob: Blob
    try {
      blob = await cropToBlob(picked.image, aspect, position, picked.type)
    } catch {
      return setStage({ kind: 'failed', why: labels.unreadable })
    }
    const preview = URL.createObjectURL(blob)
    objectUrls.current.push(preview)
    setStage({ kind: 'uploading', preview })
    try {
      const { data } = await upload.mutateAsync({ file: blob })
      if (!data?.url) throw new Error('no url')
      onChange(data.url)
      setStage({ kind: 'uploaded' })
    } catch (error) {
      setStage({ kind: 'failed', why: uploadFailure(error, labels), retry: () => void send(picked, position) })
    }
  }

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (canUpload && stage.kind !== 'uploading') pick(event.dataTransfer.files[0])
  }
  const uploading = stage.kind === 'uploading'

  return (
    <div className="ek-image-field" data-state={stage.kind} data-uploads={canUpload || undefined}>
      {stage.kind === 'cropping' ? (
        <ImageCropper image={stage.picked.image} aspect={aspect} labels={labels} onDone={(position) => void send(stage.picked, position)} onCancel={() => setStage({ kind: 'idle' })} />
      ) : (
        <div className="ek-image-field__row">
          <div
            className={`ek-image-field__preview${previewClassName ? ` ${previewClassName}` : ''}`}
            // A data attribute, not a style attribute, so server-rendered markup passes a strict CSP.
            data-aspect={aspect === 2 || aspect === 3 ? aspect : 1}
            data-dragging={dragging || undefined}
            onDragOver={(event) => {
              if (!canUpload) return
              event.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            {uploading ? (
              <img className="ek-image-field__pending" src={stage.preview} alt="" />
            ) : value.trim() !== '' ? (
              <PreviewImage source={value.trim()} gateways={gateways} alt={alt} className="ek-image-field__image" />
            ) : (
              <span className="ek-image-field__empty">{dragging ? labels.dropHere : labels.noImage}</span>
            )}
            {uploading && (
              <span className="ek-image-field__progress" role="status">
                <span className="ek-image-field__spinner" aria-hidden="true" />
                {labels.uploading}
              </span>
            )}
          </div>
          {canUpload && (
            <div className="ek-image-field__actions">
              <button type="button" className="ek-button" data-variant="secondary" data-size="small" disabled={uploading} onClick={() => fileInput.current?.click()}>
                {value.trim() === '' ? labels.choose : labels.replace}
              </button>
              <input
                ref={fileInput}
                className="ek-visually-hidden"
                type="file"
                accept={accepted}
                tabIndex={-1}
                aria-label={labels.choose}
                onChange={(event) => {
                  pick(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
              <p className="ek-image-field__hint">{labels.uploadHint}</p>
            </div>
          )}
        </div>
      )}
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        className="ek-input"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={uploading || inputProps?.disabled}
        onChange={(event) => {
          onChange(event.target.value)
          if (stage.kind !== 'cropping') setStage({ kind: 'idle' })
        }}
      />
      {stage.kind === 'uploaded' && (
        <p className="ek-image-field__done" role="status">
          {labels.uploaded}
        </p>
      )}
      {stage.kind === 'failed' && (
        <div className="ek-image-field__error" role="alert">
          <p>
            {labels.failed} {stage.why}
          </p>
          {stage.retry && (
            <button type="button" className="ek-button" data-variant="ghost" data-size="small" onClick={stage.retry}>
              {labels.retry}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
