/** An image whose bytes start like a format but do not follow it (cut short, a length past the end). */
export class MalformedImage extends Error {
  override readonly name = 'MalformedImage'
}
