let embedded = false

/** True on the iframe page (embed.html), where wallets usually cannot reach the content. */
export function isEmbedded(): boolean {
  return embedded
}

export function markEmbedded(): void {
  embedded = true
}
