import type { Store } from '../../service/store/Store.js'
import { uploadNamePattern } from '../../service/uploads/uploadLimits.js'
import { HttpError } from '../HttpError.js'

const prefix = '/api/uploads/'

/**
 * `GET /api/uploads/{name}`: a kept image, for good (its name is its content's hash, so it never changes): cached a
 * year and immutable, its own content-type with `nosniff`, and a CSP that lets it run nothing should it be opened as a
 * page. Undefined for other paths; a 404 for a name that is not kept.
 */
export async function serveUpload(store: Store, pathname: string, headers: Headers): Promise<Response | undefined> {
  if (!pathname.startsWith(prefix)) return undefined
  const name = pathname.slice(prefix.length)
  const upload = uploadNamePattern.test(name) ? await store.run((tx) => tx.upload(name), { write: false }) : undefined
  if (!upload) throw new HttpError(404, `no image at ${pathname}`)
  headers.set('content-type', upload.type)
  headers.set('content-length', String(upload.bytes.length))
  headers.set('cache-control', 'public, max-age=31536000, immutable')
  headers.set('etag', `"${name.slice(0, name.indexOf('.'))}"`)
  headers.set('x-content-type-options', 'nosniff')
  headers.set('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
  // Pages on other origins show it in an <img>, whatever their Cross-Origin-Embedder-Policy.
  headers.set('cross-origin-resource-policy', 'cross-origin')
  return new Response(upload.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
}
