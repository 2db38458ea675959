/** How a share went: the system's sheet took it, the text was copied, the person closed the sheet, or nothing worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/**
 * Shares a level-up through the Web Share API where the browser has it (phones, most desktop browsers), else copies
 * the text and link to the clipboard. Never throws: the outcome says what the person should be told.
 */
export async function shareLevelUp({ title, text, url }: { title: string; text: string; url: string | undefined }): Promise<ShareOutcome> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  const data = { title, text, ...(url && { url }) }
  if (nav && typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data)
      return 'shared'
    } catch (error) {
      // Closing the sheet is a choice, not a failure; any other refusal falls through to the clipboard.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    if (!nav?.clipboard) return 'failed'
    await nav.clipboard.writeText(url ? `${text} ${url}` : text)
    return 'copied'
  } catch {
    return 'failed'
  }
}
