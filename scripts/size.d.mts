// Types of scripts/size.mjs for the TypeScript that imports it (the benchmark and the tests).

/** One row of the budget table. */
export type SizeRow = {
  id: string
  what: string
  /** Min+gzip bytes. */
  gzip: number
  /** Minified bytes. */
  minified: number
  /** Bytes allowed min+gzip; none for a row that is only reported. */
  budget: number | undefined
  /** Why the row could not be measured (the widget is not built). */
  missing?: string | undefined
  note?: string | undefined
}

/** The budgets, in bytes min+gzip. */
export const budgets: Record<'core' | 'oneComponent' | 'otherComponent' | 'allComponents' | 'css' | 'widgetFirstLoad' | 'widgetWallet' | 'sandboxUnused', number>
/** Every row of the budget table, measured from `src` (default) or the built `dist`. */
export function measureAll(options?: { from?: 'src' | 'dist' }): Promise<SizeRow[]>
/** The table as Markdown. */
export function formatTable(rows: readonly SizeRow[]): string
/** What fails the run: each row over its budget, with the figure, and (with `requireWidget`) a widget row not built. */
export function budgetFailures(rows: readonly SizeRow[], options?: { requireWidget?: boolean }): string[]
