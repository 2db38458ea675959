import type { Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'
import { up as initial } from './0001_initial.js'
import { up as activityAndKeys } from './0002_activity_keys.js'
import { up as sessionHashes } from './0003_session_hashes.js'
import { up as events } from './0004_events.js'
import { up as uploads } from './0005_uploads.js'
import { up as webhooks } from './0006_webhooks.js'
import { up as achievements } from './0007_achievements.js'
import { up as streaks } from './0008_streaks.js'
import { up as boardTotals } from './0009_board_totals.js'
import { up as boardRules } from './0010_board_rules.js'
import { up as boardWindows } from './0011_board_windows.js'

/** A step of the schema; steps are never edited once released, only added. */
export type SchemaMigration = { name: string; up(db: Kysely<any>, dialect: SqlDialect): Promise<void> }

/** Every step of the schema, oldest first: a database is at the version of the last step it ran. */
export const allMigrations: readonly SchemaMigration[] = [
  { name: '0001_initial', up: initial },
  { name: '0002_activity_keys', up: activityAndKeys },
  { name: '0003_session_hashes', up: sessionHashes },
  { name: '0004_events', up: events },
  { name: '0005_uploads', up: uploads },
  { name: '0006_webhooks', up: webhooks },
  { name: '0007_achievements', up: achievements },
  { name: '0008_streaks', up: streaks },
  { name: '0009_board_totals', up: boardTotals },
  { name: '0010_board_rules', up: boardRules },
  { name: '0011_board_windows', up: boardWindows },
]
