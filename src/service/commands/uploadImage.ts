import { sha256 } from 'viem'
import { defineCommand } from '../Command.js'
import { signedIn } from '../rules/requireRole.js'
import { ServiceError } from '../ServiceError.js'
import { imageExtensions, imageTypes, sniffImage } from '../uploads/imageKinds.js'
import { MalformedImage } from '../uploads/MalformedImage.js'
import { stripMetadata } from '../uploads/stripMetadata.js'
import { maxUploadBytes } from '../uploads/uploadLimits.js'

/** Where a kept image is served, from the service's root. */
export const uploadPath = (name: string): string => `/api/uploads/${name}`

/**
 * `POST /api/uploads` (an engagekit extension): any signed-in user's image, told apart by its bytes (PNG, JPEG, WebP,
 * GIF; anything else 'unsupported-type'), at most 5 MB ('too-large'), kept without its metadata under the SHA-256 of
 * what is left: the same image twice is kept once. Answers the URL it is served at, on the origin the request came to.
 */
export const uploadImageCommand = defineCommand({
  input: (raw, { caller }) => {
    const by = signedIn(caller)
    const bytes = raw.file?.() ?? new Uint8Array()
    if (bytes.length === 0) throw new ServiceError('invalid-input', 'file: send an image (PNG, JPEG, WebP or GIF)', { field: 'file' })
    if (bytes.length > maxUploadBytes) throw new ServiceError('too-large', `file: images are limited to ${maxUploadBytes} bytes (5 MB)`, { field: 'file' })
    const kind = sniffImage(bytes)
    if (!kind) throw new ServiceError('unsupported-type', 'file: not a PNG, JPEG, WebP or GIF image (told by its content, not its name)', { field: 'file' })
    let stripped: Uint8Array
    try {
      stripped = stripMetadata(kind, bytes)
    } catch (error) {
      if (!(error instanceof MalformedImage)) throw error
      throw new ServiceError('invalid-input', `file: a damaged ${kind.toUpperCase()} image: ${error.message}`, { field: 'file' })
    }
    const name = `${sha256(stripped as Uint8Array<ArrayBuffer>).slice(2)}.${imageExtensions[kind]}`
    return { by, name, type: imageTypes[kind], bytes: stripped, origin: raw.origin ?? '' }
  },
  async run(tx, { now }, { by, name, type, bytes, origin }) {
    await tx.keepUpload({ name, type, bytes, by, createdAt: now })
    return { url: `${origin}${uploadPath(name)}` }
  },
})
