import type Database from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/** Statements kept prepared per connection: the service issues a few dozen shapes of statement, over and over. */
const capacity = 500

/**
 * A better-sqlite3 connection for Kysely that prepares each statement once: Kysely prepares every query it runs,
 * and preparing costs more than running a point lookup. A statement is used by one query at a time (Kysely runs
 * one query at a time on a connection), so a prepared one is simply run again.
 */
export function cachedStatements(database: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>()
  return {
    prepare(text: string) {
      let statement = statements.get(text)
      if (statement) {
        // Most recently used last, so the least used is dropped first.
        statements.delete(text)
      } else {
        statement = database.prepare(text)
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!)
      }
      statements.set(text, statement)
      return statement
    },
    close: () => void database.close(),
  }
}
