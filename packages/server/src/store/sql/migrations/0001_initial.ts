import { sql, type Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/** The first schema: every record of the service's snapshot, with the constraints that keep its rules. */
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  // A column that numbers rows in the order they were made: SQLite's rowid, PostgreSQL's identity.
  const seq = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    dialect === 'sqlite'
      ? table.addColumn('seq', 'integer', (column) => column.primaryKey())
      : table.addColumn('seq', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
  const text = 'text'
  const number = 'double precision'

  await seq(db.schema.createTable('entities'))
    .addColumn('id', text, (column) => column.notNull().unique())
    .addColumn('name', text, (column) => column.notNull())
    .addColumn('description', text, (column) => column.notNull())
    .addColumn('owner_addresses', text, (column) => column.notNull())
    .addColumn('admin_addresses', text, (column) => column.notNull())
    .addColumn('contracts', text, (column) => column.notNull())
    .addColumn('is_enabled', 'integer', (column) => column.notNull())
    .addColumn('is_public', 'integer', (column) => column.notNull())
    .addColumn('default_theme_id', text)
    .addColumn('opensea_slug', text, (column) => column.notNull())
    .addColumn('twitter', text, (column) => column.notNull())
    .addColumn('discord', text, (column) => column.notNull())
    .addColumn('telegram', text, (column) => column.notNull())
    .addColumn('instagram', text, (column) => column.notNull())
    .addColumn('website', text, (column) => column.notNull())
    .addColumn('banner_url', text, (column) => column.notNull())
    .addColumn('image_url', text, (column) => column.notNull())
    .addColumn('community_url_alias', text, (column) => column.notNull())
    .addColumn('created_at', text, (column) => column.notNull())
    .addColumn('modified_at', text, (column) => column.notNull())
    .addColumn('version', number, (column) => column.notNull())
    .addColumn('member_count', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('members')
    .addColumn('entity_id', text, (column) => column.notNull())
    .addColumn('address', text, (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('chain', text, (column) => column.notNull())
    .addColumn('joined_at', text, (column) => column.notNull())
    .addColumn('updated_at', text, (column) => column.notNull())
    .addPrimaryKeyConstraint('members_pk', ['entity_id', 'address'])
    .addUniqueConstraint('members_position', ['entity_id', 'position'])
    .execute()
  await db.schema.createIndex('members_by_address').on('members').column('address').execute()

  await seq(db.schema.createTable('metrics'))
    .addColumn('entity_id', text, (column) => column.notNull())
    .addColumn('id', text, (column) => column.notNull())
    .addColumn('name', text, (column) => column.notNull())
    .addColumn('name_key', text, (column) => column.notNull())
    .addColumn('description', text, (column) => column.notNull())
    .addColumn('type', text, (column) => column.notNull())
    .addUniqueConstraint('metrics_id', ['entity_id', 'id'])
    .addUniqueConstraint('metrics_name', ['entity_id', 'name_key'])
    .execute()

  await db.schema
    .createTable('counters')
    .addColumn('entity_id', text, (column) => column.notNull())
    .addColumn('address', text, (column) => column.notNull())
    .addColumn('metric_id', text, (column) => column.notNull())
    .addColumn('value', number, (column) => column.notNull())
    .addPrimaryKeyConstraint('counters_pk', ['entity_id', 'address', 'metric_id'])
    // Counters stay numbers JavaScript and JSON hold exactly: |value| ≤ 2^53 − 1.
    .addCheckConstraint('counters_range', sql`value >= -9007199254740991 and value <= 9007199254740991`)
    .execute()

  await seq(db.schema.createTable('levels'))
    .addColumn('entity_id', text, (column) => column.notNull())
    .addColumn('level', number, (column) => column.notNull())
    .addColumn('xp_threshold', number, (column) => column.notNull())
    .addColumn('is_enabled', 'integer', (column) => column.notNull())
    .addColumn('requirements', text)
    .addUniqueConstraint('levels_level', ['entity_id', 'level'])
    .execute()

  await seq(db.schema.createTable('themes'))
    .addColumn('entity_id', text, (column) => column.notNull())
    .addColumn('id', text, (column) => column.notNull())
    .addColumn('level', text, (column) => column.notNull())
    .addColumn('title', text, (column) => column.notNull())
    .addColumn('price', text, (column) => column.notNull())
    .addColumn('background_image_ipfs', text, (column) => column.notNull())
    .addColumn('horizontal_logo_image_ipfs', text, (column) => column.notNull())
    .addColumn('square_logo_image_ipfs', text, (column) => column.notNull())
    .addColumn('background_color', text, (column) => column.notNull())
    .addColumn('accent_color1', text)
    .addColumn('accent_color2', text)
    .addUniqueConstraint('themes_id', ['entity_id', 'id'])
    .execute()

  await seq(db.schema.createTable('skills'))
    .addColumn('entity_id', text, (column) => column.notNull())
    .addColumn('id', text, (column) => column.notNull())
    .addColumn('name', text, (column) => column.notNull())
    .addColumn('name_key', text, (column) => column.notNull())
    .addColumn('description', text, (column) => column.notNull())
    .addColumn('parent_id', text)
    .addColumn('max_score', number, (column) => column.notNull())
    .addUniqueConstraint('skills_id', ['entity_id', 'id'])
    .addUniqueConstraint('skills_name', ['entity_id', 'name_key'])
    .execute()

  await db.schema
    .createTable('skill_scores')
    .addColumn('entity_id', text, (column) => column.notNull())
    .addColumn('address', text, (column) => column.notNull())
    .addColumn('skill_id', text, (column) => column.notNull())
    .addColumn('score', number, (column) => column.notNull())
    .addPrimaryKeyConstraint('skill_scores_pk', ['entity_id', 'address', 'skill_id'])
    .execute()

  await seq(db.schema.createTable('users'))
    .addColumn('address', text, (column) => column.notNull().unique())
    .addColumn('created_at', text, (column) => column.notNull())
    .addColumn('profile', text, (column) => column.notNull())
    .execute()

  await seq(db.schema.createTable('signatures'))
    .addColumn('signature', text, (column) => column.notNull().unique())
    .addColumn('address', text, (column) => column.notNull())
    .addColumn('expires_at', text)
    .execute()
  await db.schema.createIndex('signatures_by_address').on('signatures').column('address').execute()

  await db.schema.createTable('nonces').addColumn('nonce', text, (column) => column.primaryKey()).execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', text, (column) => column.primaryKey())
    .addColumn('tokens', number, (column) => column.notNull())
    .addColumn('at', number, (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('sequences')
    .addColumn('name', text, (column) => column.primaryKey())
    .addColumn('value', number, (column) => column.notNull())
    .execute()
  // Ids of new themes and skills (`theme_101`): the snapshot's `sequence`.
  await db.insertInto('sequences').values({ name: 'records', value: 100 }).execute()
}
