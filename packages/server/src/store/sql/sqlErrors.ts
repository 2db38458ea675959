/** The driver's code of a failed statement: PostgreSQL's SQLSTATE (`23505`) or SQLite's extended code (`SQLITE_CONSTRAINT_UNIQUE`). */
const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** A unique or primary key constraint refused the statement. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = codeOf(error)
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/** A check constraint refused the statement. */
export const isCheckViolation = (error: unknown): boolean => {
  const code = codeOf(error)
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK'
}

/** PostgreSQL gave up a transaction that would have deadlocked or could not be serialized: running it again may succeed. */
export const isRetryable = (error: unknown): boolean => {
  const code = codeOf(error)
  return code === '40P01' || code === '40001'
}
