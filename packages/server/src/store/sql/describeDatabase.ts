/** A database as it may be shown in a log or an error: a SQLite file's path, or a PostgreSQL URL without its password. */
export function describeDatabase(database: string): string {
  if (!/^postgres(ql)?:\/\//i.test(database)) return database
  try {
    const url = new URL(database)
    if (url.password) url.password = '***'
    url.search = ''
    return url.toString()
  } catch {
    return 'postgres://…'
  }
}
