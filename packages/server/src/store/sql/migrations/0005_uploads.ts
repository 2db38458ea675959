import type { Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/**
 * The images users upload (`POST /api/uploads`): one row per image, named by the SHA-256 of its bytes without
 * metadata, the bytes themselves in a binary column (the one column of the schema that is not text or a number).
 */
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('bytes', dialect === 'sqlite' ? 'blob' : 'bytea', (column) => column.notNull())
    .addColumn('uploaded_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute()
}
