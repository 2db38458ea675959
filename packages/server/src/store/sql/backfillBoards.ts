import { sql, type Kysely } from 'kysely'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { hiddenFromBoards } from './hiddenFromBoards.js'
import { allTime, periodKeysAt } from './boardPeriods.js'
import { addToTotals, moveCounts, type TotalChange } from './boardTotals.js'

type Db = Kysely<DatabaseSchema>

/**
 * Counts the members per value bucket of every all-time board, from the counters (read in pages of the primary key).
 * It runs in step 0009, before members could be hidden: an import takes the hidden ones out after (uncountHidden).
 */
export async function countCounters(db: Db, pageSize = 5000): Promise<void> {
  let after: { entity_id: string; address: string; metric_id: string } | undefined
  for (;;) {
    let query = db.selectFrom('counters').select(['entity_id', 'address', 'metric_id', 'value'])
    if (after) {
      const { entity_id, address, metric_id } = after
      query = query.where(sql<boolean>`(entity_id, address, metric_id) > (${entity_id}, ${address}, ${metric_id})`)
    }
    const rows = await query.orderBy('entity_id').orderBy('address').orderBy('metric_id').limit(pageSize).execute()
    if (rows.length === 0) return
    await moveCounts(
      db,
      rows.filter((row) => row.value !== 0).map((row) => ({ entityId: row.entity_id, metricId: row.metric_id, period: allTime, from: 0, to: Number(row.value) })),
    )
    after = rows[rows.length - 1]
  }
}

/** The period totals of events: each event adds its amount to its member's UTC day, ISO week and month. */
export function totalsOf(events: readonly { entity_id: string; metric_id: string; address: string; amount: number; at: string }[]): TotalChange[] {
  return events.flatMap((event) => {
    const ms = Date.parse(event.at)
    if (!Number.isFinite(ms)) return []
    return periodKeysAt(ms).map((period) => ({ entityId: event.entity_id, metricId: event.metric_id, period, address: event.address, amount: Number(event.amount) }))
  })
}

/**
 * Adds the events a database kept before its period totals existed to them, a batch at a time, each batch in a
 * transaction with the mark of how far it got: a server stopped half way resumes where it stopped, and two servers
 * never add the same batch twice (the second finds the mark moved and reads on from there). Increments made
 * meanwhile add to the totals themselves. Resolves with the number of events added, once none is left (or `stop`).
 */
export async function backfillBoards(db: Db, options: { batchSize?: number; stop?: () => boolean } = {}): Promise<number> {
  const { batchSize = 5000, stop = () => false } = options
  let added = 0
  while (!stop()) {
    const mark = await db.selectFrom('board_backfill').select(['cutoff', 'done']).where('name', '=', 'totals').executeTakeFirst()
    if (!mark || Number(mark.done) >= Number(mark.cutoff)) return added
    const moved = await db.transaction().execute(async (trx) => {
      const events = await trx
        .selectFrom('events')
        .select(['seq', 'entity_id', 'metric_id', 'address', 'amount', 'at'])
        .where('seq', '>', Number(mark.done))
        .where('seq', '<=', Number(mark.cutoff))
        .orderBy('seq')
        .limit(batchSize)
        .execute()
      const done = events.length > 0 ? Number(events[events.length - 1]!.seq) : Number(mark.cutoff)
      // Taken only if no one moved the mark since it was read; the update also holds its row until the batch commits.
      const taken = await trx.updateTable('board_backfill').set({ done }).where('name', '=', 'totals').where('done', '=', Number(mark.done)).executeTakeFirst()
      if (taken.numUpdatedRows === 0n) return 0
      await addToTotals(trx, totalsOf(events))
      return events.length
    })
    added += moved
  }
  return added
}

/** Takes the all-time values of the members hidden from boards out of the counts per value bucket (after countCounters). */
export async function uncountHidden(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('members')
    .innerJoin('counters', (join) => join.onRef('counters.entity_id', '=', 'members.entity_id').onRef('counters.address', '=', 'members.address'))
    .select(['counters.entity_id', 'counters.metric_id', 'counters.value'])
    .where('members.hidden_from_boards', '=', hiddenFromBoards)
    .where('counters.value', '<>', 0)
    .execute()
  await moveCounts(db, rows.map((row) => ({ entityId: row.entity_id, metricId: row.metric_id, period: allTime, from: Number(row.value), to: 0 })))
}
