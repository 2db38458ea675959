import * as v from '../internal/schema.js'
import { lineRule } from './lineRule.js'
import { matches } from './primitives.js'

// Format rules of write bodies. The sandbox and ProfileEditor apply them; the client does not, because the service
// is the judge of formats and a client stricter than its service would refuse requests the service accepts.

/** A URL that may reach `href`: http(s) only. Empty is allowed (field left blank). */
export const httpUrlSchema = v.pipe(
  v.string(),
  lineRule,
  v.trim(),
  v.check((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'must be an http(s) URL'),
)

/** An image reference: http(s) URL, ipfs:// URL or a bare IPFS CID. Empty is allowed. */
export const imageRefSchema = v.pipe(
  v.string(),
  lineRule,
  v.trim(),
  v.check(
    (value) => value === '' || /^(https?:\/\/|ipfs:\/\/)[^\s]+$/i.test(value) || /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{20,})(\/[^\s]*)?$/.test(value),
    'must be an http(s) or ipfs URL',
  ),
)

/** An email address, or empty. */
export const emailSchema = v.pipe(
  v.string(),
  lineRule,
  v.trim(),
  v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'must be an email address'),
)

/** A CSS color the components can use safely: hex, rgb(a) or hsl(a). */
export const colorSchema = v.pipe(
  v.string(),
  lineRule,
  v.trim(),
  matches(/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\))$/i, 'must be a color (#hex, rgb() or hsl())'),
)
