import { MalformedImage } from './MalformedImage.js'
import { concat } from './stripPng.js'

// VP8X flags: bit 3 EXIF, bit 2 XMP.
const exifFlag = 0x08
const xmpFlag = 0x04

/**
 * A WebP without its `EXIF` and `XMP ` chunks, the RIFF size and the VP8X flags set to match. Other chunks (the image,
 * its alpha, animation frames, the ICC profile that says how to read the colours) are copied as they are.
 */
export function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 12) throw new MalformedImage('the WebP ends inside its header')
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true))
  const kept: Uint8Array[] = []
  let at = 12
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw new MalformedImage('the WebP ends inside a chunk header')
    const type = String.fromCharCode(...bytes.subarray(at, at + 4))
    const size = view.getUint32(at + 4, true)
    // Chunks are padded to an even size.
    const end = at + 8 + size + (size % 2)
    if (at + 8 + size > riffEnd) throw new MalformedImage('a WebP chunk runs past the end of the file')
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = bytes.slice(at, Math.min(end, riffEnd))
      if (type === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(exifFlag | xmpFlag)
      kept.push(chunk)
    }
    at = end
  }
  if (kept.length === 0) throw new MalformedImage('the WebP has no image')
  const header = bytes.slice(0, 12)
  const body = concat(kept)
  new DataView(header.buffer).setUint32(4, 4 + body.length, true)
  return concat([header, body])
}
