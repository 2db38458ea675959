import { createHash } from 'node:crypto'
import type { PostgresPool, PostgresPoolClient } from 'kysely'
import type pg from 'pg'

const names = new Map<string, string>()
/** A statement's name: a digest of its text, worked out once per text (the service issues a few dozen shapes). */
function nameOf(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `ek_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
    if (names.size < 5_000) names.set(text, name)
  }
  return name
}

/**
 * A pg pool for Kysely whose queries are named prepared statements: PostgreSQL parses and plans each shape of
 * statement once per connection instead of on every call. Names come from the statement's text, so the same query
 * always meets its own plan. Statements without parameters are sent as they are.
 */
export function namedStatements(pool: pg.Pool): PostgresPool {
  // One wrapper per connection, the same each time the pool lends it: Kysely knows a connection by it, and sets a new
  // one up (onCreateConnection, a round trip) only the first time it meets it.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (!wrapper) {
        wrapper = {
          query: ((text: unknown, values?: readonly unknown[]) =>
            // A statement without parameters (begin, commit, a script of several) is not worth a name, and may not take one.
            typeof text === 'string' && values !== undefined && values.length > 0
              ? client.query({ text, values: values as unknown[], name: nameOf(text) })
              : client.query(text as never, values as never)) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        }
        wrappers.set(client, wrapper)
      }
      return wrapper
    },
    end: () => pool.end(),
    options: pool.options,
  }
}
