/**
 * Text as a search compares it: accents and other combining marks removed, letter case ignored, so "tomas" finds
 * "Tomás" and "ZOE" finds "Zoë". Letters that are not composed (ø, ß, Japanese kana) stay as they are.
 */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}
