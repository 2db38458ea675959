/** Words written their own way wherever they appear in a metric's name. */
const acronyms: Record<string, string> = { xp: 'XP', nft: 'NFT', nfts: 'NFTs', dao: 'DAO', pr: 'PR', prs: 'PRs', api: 'API', id: 'ID', url: 'URL', ama: 'AMA' }

/**
 * A metric's name as people read it: `events_attended` → "Events attended", `xp` → "XP", `codeReviews` → "Code
 * reviews". Words split at `_`, `-`, `.`, spaces and camelCase, in lower case but the first letter; known acronyms
 * as they are written (XP, NFTs, PRs, DAO).
 */
export function metricDisplayName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
  if (words.length === 0) return name
  return words
    .map((word, index) => {
      const acronym = acronyms[word.toLowerCase()]
      if (acronym) return acronym
      const plain = word.toLowerCase()
      return index === 0 ? plain[0]!.toUpperCase() + plain.slice(1) : plain
    })
    .join(' ')
}
