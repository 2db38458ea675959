/** What {@link parseSkillLines} found in pasted text: skills to add, and what is left out, and why. */
export type ParsedSkillLines = {
  /** New skills in the order pasted, each name once. */
  skills: { name: string; description: string }[]
  /** Names that exist already or repeat in the paste (letter case ignored), as pasted. */
  duplicates: string[]
  /** Lines with a description but no name, or a name longer than `maxNameLength`. */
  invalid: string[]
}

/** Longer names are refused before sending: the tree and every level requirement show them on one line. */
export const maxSkillNameLength = 80

/**
 * Reads skills pasted one per line, as `Name: description`, `Name<Tab>description` (a spreadsheet column pair) or
 * just `Name`; list bullets are dropped. Blank lines are skipped. Names already in `existing` are set apart, so a
 * multi-create (row 19, all or nothing) is not refused for one repeat.
 */
export function parseSkillLines(text: string, existing: readonly string[] = []): ParsedSkillLines {
  const taken = new Set(existing.map((name) => name.trim().toLowerCase()))
  const result: ParsedSkillLines = { skills: [], duplicates: [], invalid: [] }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim()
    if (!line) continue
    const split = /^([^\t:]*)[\t:](.*)$/.exec(line)
    const name = (split ? split[1]! : line).trim()
    const description = split ? split[2]!.trim() : ''
    if (!name || name.length > maxSkillNameLength) {
      result.invalid.push(line)
      continue
    }
    const key = name.toLowerCase()
    if (taken.has(key)) {
      if (!result.duplicates.some((duplicate) => duplicate.toLowerCase() === key)) result.duplicates.push(name)
      continue
    }
    taken.add(key)
    result.skills.push({ name, description })
  }
  return result
}
