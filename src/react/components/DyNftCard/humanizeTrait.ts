/**
 * A trait name as people write it: "events_attended" and "eventsAttended" become "Events attended",
 * "contributions" becomes "Contributions"; acronyms ("XP") stay as they are.
 */
export function humanizeTrait(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
  const text = words.map((word, index) => (index > 0 && word !== word.toUpperCase() ? word.toLowerCase() : word)).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
