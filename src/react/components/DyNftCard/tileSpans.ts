/** How many of a six-column row a trait tile takes: 6 alone, 3 in a pair, 2 in a row of three. */
export type TileSpan = 2 | 3 | 6

/**
 * Lays out `count` trait tiles so every row is full, never one tile stretched under a full row: in a narrow card
 * pairs (an odd count opens with one tile across, the headline), in a wide one rows of three (a remainder of one
 * becomes two pairs at the end, of two one pair).
 */
export function tileSpans(count: number): { narrow: TileSpan; wide: TileSpan }[] {
  const spans: { narrow: TileSpan; wide: TileSpan }[] = []
  const pairsFrom = count === 1 ? 1 : count % 3 === 1 ? count - 4 : count % 3 === 2 ? count - 2 : count
  for (let index = 0; index < count; index++) {
    const narrow: TileSpan = count % 2 === 1 && index === 0 ? 6 : 3
    const wide: TileSpan = count === 1 ? 6 : index >= pairsFrom ? 3 : 2
    spans.push({ narrow, wide })
  }
  return spans
}
