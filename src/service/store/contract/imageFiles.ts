import { deflateSync } from 'node:zlib'

// Small images of each format the service takes, each carrying metadata a user would not want published (a GPS
// position, a camera, a comment): the words in `secrets` appear in the files and must not survive an upload.

export const secrets = ['GPSLatitude 52.37N', 'Canon EOS secret', 'comment: home address'] as const

const text = (value: string) => [...value].map((char) => char.charCodeAt(0))
const u32be = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]
const u32le = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255, (value >>> 24) & 255]

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: readonly number[]) => (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 255]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0

function pngChunk(type: string, data: readonly number[]): number[] {
  const body = [...text(type), ...data]
  return [...u32be(data.length), ...body, ...u32be(crc32(body))]
}

/** A 2×2 PNG (red, green, blue, white) with tEXt, iTXt, eXIf and tIME chunks. */
export function png(): Uint8Array<ArrayBuffer> {
  const rows = [0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...pngChunk('IHDR', [...u32be(2), ...u32be(2), 8, 2, 0, 0, 0]),
    ...pngChunk('tEXt', [...text('Comment'), 0, ...text(secrets[2])]),
    ...pngChunk('iTXt', [...text('XML:com.adobe.xmp'), 0, 0, 0, 0, 0, ...text(secrets[1])]),
    ...pngChunk('eXIf', [...text('MM'), 0, 42, ...text(secrets[0])]),
    ...pngChunk('tIME', [7, 234, 3, 1, 12, 0, 0]),
    ...pngChunk('IDAT', [...deflateSync(Buffer.from(rows))]),
    ...pngChunk('IEND', []),
  ])
}

const segment = (marker: number, data: readonly number[]) => [0xff, marker, ((data.length + 2) >> 8) & 255, (data.length + 2) & 255, ...data]

/** A JPEG's structure: JFIF, EXIF (with a GPS position) and XMP, a comment, tables, a frame and a scan. */
export function jpeg(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0xff, 0xd8,
    ...segment(0xe0, [...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xe1, [...text('Exif'), 0, 0, ...text(secrets[0])]),
    ...segment(0xe1, [...text('http://ns.adobe.com/xap/1.0/'), 0, ...text(secrets[1])]),
    ...segment(0xfe, text(secrets[2])),
    ...segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0, ...Array.from({ length: 16 }, (_, index) => (index === 0 ? 1 : 0)), 0]),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    0x12, 0x34, 0xff, 0x00, 0x56,
    0xff, 0xd9,
  ])
}

function riffChunk(type: string, data: readonly number[]): number[] {
  return [...text(type), ...u32le(data.length), ...data, ...(data.length % 2 ? [0] : [])]
}

/** An extended WebP (VP8X with the EXIF and XMP flags set) around a 1×1 lossless image, with EXIF and XMP chunks. */
export function webp(): Uint8Array<ArrayBuffer> {
  const vp8l = [0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]
  const body = [
    ...riffChunk('VP8X', [0x08 | 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ...riffChunk('VP8L', vp8l),
    ...riffChunk('EXIF', text(`MM${secrets[0]}`)),
    ...riffChunk('XMP ', text(secrets[1])),
  ]
  return new Uint8Array([...text('RIFF'), ...u32le(4 + body.length), ...text('WEBP'), ...body])
}

/** A 1×1 GIF that loops (NETSCAPE2.0), with a comment and an XMP application extension. */
export function gif(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    ...text('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 255, 255, 255, 0, 0, 0,
    0x21, 0xff, 11, ...text('NETSCAPE2.0'), 3, 1, 0, 0, 0,
    0x21, 0xfe, secrets[2].length, ...text(secrets[2]), 0,
    0x21, 0xff, 11, ...text('XMP DataXMP'), secrets[1].length, ...text(secrets[1]), 0,
    0x21, 0xf9, 4, 1, 0, 0, 0, 0,
    0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0,
    0x3b,
  ])
}

/** Whether any of the secrets is still in `bytes`. */
export const leaks = (bytes: Uint8Array): boolean => {
  const body = String.fromCharCode(...bytes)
  return secrets.some((secret) => body.includes(secret))
}
