/** The image formats the service keeps, by what their bytes say. */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif'

/** Each format's content-type, as a kept image is served with. */
export const imageTypes: Readonly<Record<ImageKind, string>> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' }

/** Each format's file extension, the last part of a kept image's id. */
export const imageExtensions: Readonly<Record<ImageKind, string>> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' }

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * The format of an image by its first bytes (its magic number), whatever its name or declared type says; undefined
 * for anything else (an SVG, a PDF, a renamed text file).
 */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  return undefined
}
