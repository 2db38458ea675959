// The one text policy of every write, on every store. Refused: the C0 controls U+0000–U+001F (NUL, which PostgreSQL
// cannot store and SQLite can, so a copy between them would fail; ESC and BEL, which drive terminals that show logs),
// DEL and the C1 controls U+007F–U+009F (U+009B is an escape too), the bidirectional embedding, override and isolate
// controls U+202A–U+202E and U+2066–U+2069 (they reorder what follows them on screen: a name that reads as another),
// and lone surrogates (not text: PostgreSQL would store U+FFFD instead). Long text (descriptions, a profile's about
// fields) may hold tabs and line breaks (LF, or CR LF). Everything else, right-to-left scripts and their marks
// (U+200E, U+200F, U+061C), emoji and combining marks included, goes through as it is.
//
// No lookbehind (older Safari cannot parse one): a lone low surrogate is matched with the character before it.
// eslint-disable-next-line no-control-regex -- these patterns exist to find control characters
const line = /[\0-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/
// eslint-disable-next-line no-control-regex -- these patterns exist to find control characters
const long = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\r(?!\n)|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/

/**
 * Why `text` may not be stored, as the end of a field's message (`must not contain U+202E, a bidirectional
 * control`), or undefined when it may. `isLong` lets tabs and line breaks through.
 */
export function forbiddenCharacter(text: string, isLong?: boolean): string | undefined {
  const found = (isLong ? long : line).exec(text)?.[0]
  if (found === undefined) return undefined
  const code = found.charCodeAt(found.length - 1)
  const kind = code >= 0xd800 ? 'a lone surrogate' : code > 0x9f ? 'a bidirectional control' : 'a control character'
  return `must not contain U+${code.toString(16).toUpperCase().padStart(4, '0')}, ${kind}`
}
