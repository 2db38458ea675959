import { MalformedImage } from './MalformedImage.js'

// Text, EXIF and time chunks: where a PNG keeps metadata (camera, place, software, comments, dates).
const dropped = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'])

/** A PNG without its metadata chunks; the image chunks are copied as they are (their CRCs stay valid). */
export function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kept: Uint8Array[] = [bytes.subarray(0, 8)]
  let at = 8
  let ended = false
  while (!ended) {
    if (at + 12 > bytes.length) throw new MalformedImage('the PNG ends inside a chunk')
    const length = view.getUint32(at)
    const end = at + 12 + length
    if (end > bytes.length) throw new MalformedImage('a PNG chunk runs past the end of the file')
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    if (!dropped.has(type)) kept.push(bytes.subarray(at, end))
    ended = type === 'IEND'
    at = end
  }
  return concat(kept)
}

/** The pieces one after the other. */
export function concat(pieces: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
  let at = 0
  for (const piece of pieces) {
    out.set(piece, at)
    at += piece.length
  }
  return out
}
