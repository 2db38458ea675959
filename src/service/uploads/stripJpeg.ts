import { MalformedImage } from './MalformedImage.js'
import { concat } from './stripPng.js'

const startsWithText = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0))

/**
 * A JPEG without its metadata: APPn segments (EXIF with its GPS position, XMP, ICC, maker notes…) and comments are
 * dropped, except APP0 `JFIF` and APP14 `Adobe`, which say how to read the colours. From the first scan on, the bytes
 * are copied as they are.
 */
export function stripJpeg(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)]
  let at = 2
  for (;;) {
    if (at + 4 > bytes.length) throw new MalformedImage('the JPEG ends before its image data')
    if (bytes[at] !== 0xff) throw new MalformedImage('a JPEG segment does not start with a marker')
    const marker = bytes[at + 1]!
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1
      continue
    }
    // Markers without a length: TEM and RST0-7 (not expected before a scan, but harmless).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2))
      at += 2
      continue
    }
    // The end of the image before any scan: nothing more to copy.
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2))
      return concat(kept)
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    const end = at + 2 + length
    if (length < 2 || end > bytes.length) throw new MalformedImage('a JPEG segment runs past the end of the file')
    const app = marker >= 0xe0 && marker <= 0xef
    const keep = marker === 0xe0 ? startsWithText(bytes, at + 4, 'JFIF') : marker === 0xee ? startsWithText(bytes, at + 4, 'Adobe') : !app && marker !== 0xfe
    if (keep) kept.push(bytes.subarray(at, end))
    // Start of scan: the entropy-coded data and everything after it are the image itself.
    if (marker === 0xda) {
      kept.push(bytes.subarray(end))
      return concat(kept)
    }
    at = end
  }
}
