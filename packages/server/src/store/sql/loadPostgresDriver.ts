import type pg from 'pg'
import { DatabaseUnavailableError } from './DatabaseUnavailableError.js'

/**
 * The PostgreSQL driver, loaded only when a `--database postgres://…` asks for it. engagekit-server lists `pg` as an
 * optional peer, so an install that runs on SQLite carries nothing for PostgreSQL; without it, this says what to install.
 */
export async function loadPostgresDriver(): Promise<typeof pg> {
  try {
    const module = (await import('pg')) as { default?: typeof pg } & typeof pg
    return module.default ?? module
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error
    throw new DatabaseUnavailableError(
      'a postgres:// database needs the PostgreSQL driver, which engagekit-server leaves optional: install it beside the server (npm install pg) and start again',
      { cause: error },
    )
  }
}
