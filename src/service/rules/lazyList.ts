/** A list serialized as JSON whose items are made only as they are written: `map` of the first `count` of `items`. */
export class LazyList<TItem, TOut> {
  constructor(
    private readonly items: readonly TItem[],
    private readonly count: number,
    private readonly map: (item: TItem) => TOut,
  ) {}

  *[Symbol.iterator](): Generator<TOut> {
    for (let index = 0; index < this.count; index++) yield this.map(this.items[index]!)
  }

  /** The whole list at once, where it is not streamed. */
  toJSON(): TOut[] {
    return [...this]
  }
}

/**
 * A reply list of `map` over `items` as they are now (items added later are left out), made while it is
 * serialized: a list of 100,000 members costs its reader time, not one long pause of the server.
 */
export function lazyList<TItem, TOut>(items: readonly TItem[], map: (item: TItem) => TOut): LazyList<TItem, TOut> {
  return new LazyList(items, items.length, map)
}
