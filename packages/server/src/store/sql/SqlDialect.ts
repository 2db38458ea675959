/** The SQL engines the server runs on. */
export type SqlDialect = 'sqlite' | 'postgres'
