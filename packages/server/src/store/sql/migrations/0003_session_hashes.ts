import type { Kysely } from 'kysely'
import { sessionKey } from '../../../engagekit.js'
import type { SqlDialect } from '../SqlDialect.js'

/** Rows moved per statement: well within both engines' limits on bound parameters. */
const batchSize = 500

/**
 * Sessions kept under the SHA-256 of their signature instead of the signature: a new `sessions` table takes every
 * registered signature's hash (computed here, as SQLite has no SHA-256), address and end, in the order they were
 * registered; the `signatures` table, the last place a signature was stored, is dropped.
 */
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  const table = db.schema.createTable('sessions')
  await (dialect === 'sqlite' ? table.addColumn('seq', 'integer', (column) => column.primaryKey()) : table.addColumn('seq', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('hash', 'text', (column) => column.notNull().unique())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .execute()
  await db.schema.createIndex('sessions_by_address').on('sessions').column('address').execute()

  const rows: { signature: string; address: string; expires_at: string | null }[] = await db.selectFrom('signatures').select(['signature', 'address', 'expires_at']).orderBy('seq').execute()
  // Signatures were stored canonical already; a twin stored twice (never written so) would hash alike: kept once.
  const seen = new Set<string>()
  const moved = rows.flatMap((row) => {
    const hash = sessionKey(row.signature)
    if (seen.has(hash)) return []
    seen.add(hash)
    return [{ hash, address: row.address, expires_at: row.expires_at }]
  })
  for (let start = 0; start < moved.length; start += batchSize) await db.insertInto('sessions').values(moved.slice(start, start + batchSize)).execute()
  await db.schema.dropTable('signatures').execute()
}
