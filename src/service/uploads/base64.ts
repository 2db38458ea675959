/** Bytes as base64, in chunks (a 5 MB image in one `String.fromCharCode` call would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = []
  for (let at = 0; at < bytes.length; at += 0x8000) parts.push(String.fromCharCode(...bytes.subarray(at, at + 0x8000)))
  return btoa(parts.join(''))
}

/** The bytes of a base64 text. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
