import { sql, type Kysely } from 'kysely'
import type { SqlDialect } from './SqlDialect.js'
import { pastPeriodKeys, type PeriodKey } from './boardPeriods.js'
import type { RunWrite } from './boardWindows.js'
import type { DatabaseSchema } from './DatabaseSchema.js'

type Db = Kysely<DatabaseSchema>

/** How long after a kept window ends its totals are removed. */
export const keepEndedWindowsMs = 2 * 86_400_000

/**
 * Removes the totals (and counts per value bucket) of the periods no board reads any more: the UTC days, weeks and
 * months before the last of each (pastPeriodKeys), and the kept windows of other time zones ended two days ago or
 * more, with their rows. Each metric's range is removed `batchSize` totals per statement (an index range of the
 * primary key), each statement committed on its own (`run`), so increments never wait long for one; nothing an
 * increment writes is in those ranges. `stop` ends it between statements. Resolves with the totals removed.
 */
export async function pruneBoards(run: RunWrite, read: Db, dialect: SqlDialect, nowMs: number, { batchSize = 10_000, stop = () => false }: { batchSize?: number; stop?: () => boolean } = {}): Promise<number> {
  const metrics = await read.selectFrom('metrics').select(['entity_id', 'id']).execute()
  const ended = await read.selectFrom('board_windows').select(['entity_id', 'period']).where('to_ms', '<', nowMs - keepEndedWindowsMs).execute()
  const ranges: { entityId: string; from: PeriodKey; to: PeriodKey; window?: boolean }[] = [
    ...[...new Set(metrics.map((row) => row.entity_id))].flatMap((entityId) => pastPeriodKeys(nowMs).map(([from, to]) => ({ entityId, from, to }))),
    ...ended.map((row) => ({ entityId: row.entity_id, from: Number(row.period), to: Number(row.period) + 1, window: true })),
  ]
  let removed = 0
  for (const { entityId, from, to, window } of ranges) {
    for (const { id: metricId } of metrics.filter((row) => row.entity_id === entityId)) {
      for (;;) {
        if (stop()) return removed
        const range = sql`entity_id = ${entityId} and metric_id = ${metricId} and period >= ${from} and period < ${to}`
        const result = await run((db) =>
          dialect === 'postgres'
            ? sql`delete from board_totals where ctid = any(array(select ctid from board_totals where ${range} limit ${batchSize}))`.execute(db)
            : sql`delete from board_totals where rowid in (select rowid from board_totals where ${range} limit ${batchSize})`.execute(db),
        )
        const count = Number(result.numAffectedRows ?? 0n)
        removed += count
        if (count < batchSize) break
      }
      await run((db) => sql`delete from board_counts where entity_id = ${entityId} and metric_id = ${metricId} and period >= ${from} and period < ${to}`.execute(db))
    }
    if (window) await run((db) => db.deleteFrom('board_windows').where('entity_id', '=', entityId).where('period', '=', from).execute())
  }
  return removed
}
