import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'

/** Parameters of {@link uploadImage}: the image, as a File or Blob (its name and type are not trusted). */
export type UploadImageParameters = EndpointParameters<typeof uploadImageEndpoint>
/** What {@link uploadImage} resolves to: `data.url`, where the service serves the kept image. */
export type UploadImageReturnType = EndpointReturnType<typeof uploadImageEndpoint>

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob

/**
 * The definition of {@link uploadImage}, from which its client method, mutation options and service route are made.
 * @extension 7
 * @hookDoc Uploads an image for a profile picture, a theme or a banner (an engagekit extension, offered when the service
 * lists the `uploads` feature): PNG, JPEG, WebP or GIF up to 5 MB. The reply's `data.url` is where the service serves
 * it, without its metadata, for good.
 */
export const uploadImageEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'uploadImage',
  method: 'POST',
  path: 'uploads',
  input: { file: v.custom<Blob>(isBlob, 'must be a File or Blob', { type: 'string', format: 'binary' }) },
  rawBody: 'file',
  reply: v.object({ url: v.string() }),
})

/**
 * Uploads an image (an engagekit extension): PNG, JPEG, WebP or GIF, told apart by its bytes, at most 5 MB. The service
 * strips its metadata (EXIF, GPS position, comments), keeps it under the SHA-256 of what is left and answers its URL,
 * which serves it with long cache headers; any signed-in user may upload.
 */
export const uploadImage = /* @__PURE__ */ defineAction(uploadImageEndpoint)
