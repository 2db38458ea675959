// The one text policy of every write, on every store. Refused: the C0 controls U+0000–U+001F (NUL, which PostgreSQL
// cannot store and SQLite can, so a copy between them would fail; ESC and BEL, which drive terminals that show logs),
// DEL and the C1 controls U+007F–U+009F (U+009B is an escape too), the bidirectional embedding, override and isolate
// controls U+202A–U+202E and U+2066–U+2069 (they reorder what follows them on screen: a name that reads as another),
// and lone surrogates (not text: PostgreSQL would store U+FFFD instead). Long text (descriptions, a profile's about
// fields) may hold tabs and line breaks (LF, or CR LF). Everything else, right-to-left scripts and their marks
// (U+200E, U+200F, U+061C), emoji and combining marks included, goes through as it is.

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`

/**
 * Why `text` may not be stored, as the end of a field's message (`must not contain U+202E, a bidirectional
 * control`), or undefined when it may. `long` lets tabs and line breaks through.
 */
export function forbiddenCharacter(text: string, long = false): string | undefined {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 0x20 && code < 0x7f) continue
    if (code < 0x20) {
      if (long && (code === 0x09 || code === 0x0a || (code === 0x0d && text.charCodeAt(index + 1) === 0x0a))) continue
      return `must not contain ${hex(code)}, a control character`
    }
    if (code <= 0x9f) return `must not contain ${hex(code)}, a control character`
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return `must not contain ${hex(code)}, a bidirectional control`
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++
        continue
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) return `must not contain a lone surrogate (${hex(code)}): it is not text`
  }
  return undefined
}
