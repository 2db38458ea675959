import type { SkillRow } from './visibleRows.js'

/** The next visible row, after `from` and wrapping, whose name starts with `text` (case-insensitive). */
export function findByTypeahead(rows: readonly SkillRow[], from: number, text: string): number | undefined {
  const wanted = text.toLocaleLowerCase()
  for (let step = 0; step < rows.length; step++) {
    const index = (from + step) % rows.length
    const name = rows[index]?.node.skill.name
    if (typeof name === 'string' && name.toLocaleLowerCase().startsWith(wanted)) return index
  }
  return undefined
}
