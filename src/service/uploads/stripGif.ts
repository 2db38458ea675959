import { MalformedImage } from './MalformedImage.js'
import { concat } from './stripPng.js'

/** Steps over a run of data sub-blocks from `at`; the index after its zero-length terminator. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  for (;;) {
    if (at >= bytes.length) throw new MalformedImage('the GIF ends inside a data block')
    const size = bytes[at]!
    at += 1 + size
    if (size === 0) return at
  }
}

const isNetscapeLoop = (bytes: Uint8Array, at: number) => bytes[at + 2] === 11 && String.fromCharCode(...bytes.subarray(at + 3, at + 14)) === 'NETSCAPE2.0'

/**
 * A GIF without its comments and application extensions (XMP, ICC and others), except NETSCAPE2.0, which says how
 * often an animation loops. Frames, palettes and graphic controls are copied as they are.
 */
export function stripGif(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 13) throw new MalformedImage('the GIF ends inside its header')
  const packed = bytes[10]!
  // The global colour table follows the logical screen descriptor when its flag is set.
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)
  const kept: Uint8Array[] = [bytes.subarray(0, at)]
  for (;;) {
    if (at >= bytes.length) throw new MalformedImage('the GIF ends before its trailer')
    const introducer = bytes[at]!
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1))
      return concat(kept)
    }
    if (introducer === 0x21) {
      const label = bytes[at + 1]
      const end = skipSubBlocks(bytes, at + 2)
      const comment = label === 0xfe
      const application = label === 0xff && !isNetscapeLoop(bytes, at)
      if (!comment && !application) kept.push(bytes.subarray(at, end))
      at = end
    } else if (introducer === 0x2c) {
      if (at + 10 > bytes.length) throw new MalformedImage('the GIF ends inside an image descriptor')
      const local = bytes[at + 9]!
      // Descriptor, local colour table, LZW minimum code size, then the image data's sub-blocks.
      const data = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1
      const end = skipSubBlocks(bytes, data)
      kept.push(bytes.subarray(at, end))
      at = end
    } else {
      throw new MalformedImage('the GIF has a block it does not define')
    }
  }
}
