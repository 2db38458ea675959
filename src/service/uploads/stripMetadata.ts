import type { ImageKind } from './imageKinds.js'
import { stripGif } from './stripGif.js'
import { stripJpeg } from './stripJpeg.js'
import { stripPng } from './stripPng.js'
import { stripWebp } from './stripWebp.js'

const strippers: Readonly<Record<ImageKind, (bytes: Uint8Array) => Uint8Array>> = { png: stripPng, jpeg: stripJpeg, webp: stripWebp, gif: stripGif }

/**
 * The image without the metadata its format can carry (camera, GPS position, software, comments, dates), read and
 * rewritten in plain code, no image library: the pixels are never decoded. Throws MalformedImage for bytes that do not
 * follow the format.
 */
export const stripMetadata = (kind: ImageKind, bytes: Uint8Array): Uint8Array => strippers[kind](bytes)
