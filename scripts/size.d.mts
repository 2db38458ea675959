// Types of scripts/size.mjs for the TypeScript that imports it (the benchmark and the tests).

/** One row of the budget table. */
export type SizeRow = {
  id: string
  what: string
  /** Min+gzip bytes of JavaScript (a component row's without its stylesheets). */
  gzip: number
  /** Minified bytes. */
  minified: number
  /** Bytes allowed min+gzip; none for a row that is only reported. */
  budget: number | undefined
  /** A component row's stylesheets, measured apart. */
  css?: { gzip: number; minified: number } | undefined
  /** Bytes of CSS allowed min+gzip. */
  cssBudget?: number | undefined
  /** Why the row could not be measured (the widget is not built). */
  missing?: string | undefined
  note?: string | undefined
}

type BudgetName =
  | 'core' | 'oneAction' | 'oneQuery' | 'oneComponent' | 'otherComponent' | 'adminComponent' | 'themeEditor' | 'adminPanel' | 'allComponents'
  | 'css' | 'cssAdmin' | 'widgetBase' | 'widgetFirstLoad' | 'widgetWallet' | 'widgetAdmin' | 'widgetLanguage' | 'widgetLive' | 'sandboxUnused' | 'tracker'

/** The JavaScript budgets, in bytes min+gzip. */
export const budgets: Record<BudgetName, number>
/** The first-load caps of the member elements over `budgets.widgetFirstLoad`, by element (`ProfileEditor`, ...). */
export const widgetFirstLoadOver: Record<string, number>
/** The CSS budgets of the component rows, in bytes min+gzip. */
export const cssBudgets: Record<'oneComponent' | 'otherComponent' | 'adminComponent' | 'themeEditor' | 'adminPanel' | 'allComponents', number>
/** Every row of the budget table, measured from `src` (default) or the built `dist`. */
export function measureAll(options?: { from?: 'src' | 'dist' }): Promise<SizeRow[]>
/** The table as Markdown. */
export function formatTable(rows: readonly SizeRow[]): string
/** What fails the run: each row over its budget, with the figure, and (with `requireWidget`) a widget row not built. */
export function budgetFailures(rows: readonly SizeRow[], options?: { requireWidget?: boolean }): string[]
