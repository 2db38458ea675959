import { toBase64 } from '../../service/uploads/base64.js'
import { maxUploadBodyBytes, maxUploadBytes } from '../../service/uploads/uploadLimits.js'
import { HttpError } from '../HttpError.js'

const tooLarge = () => new HttpError(413, `file: images are limited to ${maxUploadBytes} bytes (5 MB)`, { field: 'file' })

/** The body's bytes, read as they come and refused (413) as soon as they pass `limit`, before the rest is read. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge()
  const reader = request.body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new HttpError(400, 'the body could not be read')
    })
    if (done) break
    size += value.length
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  return bytes
}

/**
 * The file of an upload (`POST /api/uploads`), base64: the `file` field of a `multipart/form-data` body, or the whole
 * body for any other content-type (the raw image; its declared type is not trusted, the command reads the bytes).
 * Past 5 MB the request is refused with a 413 while it is read. Base64 is what the command and the sandbox's journal
 * take as the request's text.
 */
export async function readUpload(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? ''
  const bytes = await readLimited(request, maxUploadBodyBytes)
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    if (bytes.length > maxUploadBytes) throw tooLarge()
    return toBase64(bytes)
  }
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new HttpError(400, 'the multipart/form-data body could not be read')
  }
  const file = form.get('file')
  if (file === null || typeof file === 'string') throw new HttpError(400, 'file: a multipart upload needs a file in its `file` field', { field: 'file' })
  if (file.size > maxUploadBytes) throw tooLarge()
  return toBase64(new Uint8Array(await file.arrayBuffer()))
}
