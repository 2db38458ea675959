import { sql, type Kysely } from 'kysely'
import { slotOf, type EventDraft, type Giver, type StoredStreak } from '../../engagekit.js'
import { periodKeysAt } from './boardPeriods.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { streakColumns } from './rows.js'
import { eventsChannel, eventsLockKey, outboxRows } from './outbox.js'

type Db = Kysely<DatabaseSchema>

/** What {@link memberIncrement} adds, and with `expect`, what it holds to and writes besides. */
export type MemberIncrement = {
  entityId: string
  address: string
  changes: readonly { metricId: string; count: number }[]
  now: string
  by: Giver
  /**
   * One change alone: made only if its counter holds `before` (no counter counts as 0) and the address is a member,
   * with `events` written in the same statement, after the entity's events lock (outbox.ts).
   */
  expect?: { before: number; events: readonly EventDraft[]; streak?: StoredStreak | undefined }
}

/** The SQLSTATE of a statement that stopped itself: a change it holds to did not apply (division by zero, 22012). */
export const incrementStopped = '22012'

/**
 * PostgreSQL, in one statement (atomic on its own): marks the member active, adds to each counter, records each
 * increment as an event and in its slot's sum, adds to the member's totals of the current day, week and month (and of the windows kept in other time zones), and
 * writes the moves between value buckets (board_count_deltas); the counters' check refuses it whole when a counter
 * would leave its range. The new values by metric id, or undefined when nothing changed: the address is no member
 * of the entity, or (with `expect`) the counter no longer holds the value expected.
 *
 * With `expect`, the counter's upsert decides: ON CONFLICT DO UPDATE reads the counter's latest committed value, and
 * its row stays locked to the commit, so of two increments that expected the same value one finds it moved. The
 * member's row is share-locked first, so a member removed at the same time is never given a counter. With
 * `expect.streak`, the member's streak is saved too, unless another increment extended that period first; the counter
 * and the streak are saved both or neither: when one of them does not apply the statement stops itself with the
 * error {@link incrementStopped} and changes nothing.
 */
export async function memberIncrement(db: Db, { entityId, address, changes, now, by, expect }: MemberIncrement): Promise<{ id: string; value: number }[] | undefined> {
  const ids = changes.map(({ metricId }) => metricId)
  const counts = changes.map(({ count }) => count)
  const nowMs = Date.parse(now)
  const slot = slotOf(nowMs)
  // The UTC day, week and month, and the windows of other time zones the entity keeps (boardWindows.ts).
  const periods = periodKeysAt(nowMs)
  const change = sql`unnest(${ids}::text[], ${counts}::float8[]) as change(metric_id, count)`
  const upsert = sql`
    insert into counters (entity_id, address, metric_id, value)
    select ${entityId}, ${address}, change.metric_id, change.count from ${change}
    where exists (select 1 from ${sql.raw(expect ? 'present' : 'touched')})
    on conflict (entity_id, address, metric_id) do update set value = counters.value + excluded.value
    ${expect ? sql`where counters.value = ${expect.before}::float8` : sql``}
    returning metric_id, value`
  const touch = sql`update members set updated_at = ${now} where entity_id = ${entityId} and address = ${address}`
  const head = expect
    ? sql`present as (select 1 from members where entity_id = ${entityId} and address = ${address} for key share),
        upserted as (${upsert}),
        touched as (${touch} and exists (select 1 from upserted) returning hidden_from_boards)`
    : sql`touched as (${touch} returning hidden_from_boards), upserted as (${upsert})`
  const gate = sql.raw(expect ? 'exists (select 1 from upserted)' : 'exists (select 1 from touched)')
  // The events lock, the notification and the rows, in this order: each row inserted needs the row of `told`, which
  // needs the lock, so their ids are drawn under it (outbox.ts).
  const events = expect
    ? sql`, locked as (select pg_advisory_xact_lock(hashtextextended(${eventsLockKey(entityId)}, 0)) from upserted),
        told as (select pg_notify(${eventsChannel}, ${entityId}) from locked),
        written as (
          insert into outbox (entity_id, type, at, subject, audience, data)
          select e.item->>'entity_id', e.item->>'type', e.item->>'at', e.item->>'subject', e.item->>'audience', e.item->>'data'
          from told, jsonb_array_elements(${JSON.stringify(outboxRows(expect.events))}::jsonb) with ordinality as e(item, n)
          order by e.n
        )`
    : sql``
  const streak = expect?.streak && streakColumns(entityId, address, expect.streak)
  const streaked = streak
    ? sql`, streaked as (
        insert into member_streaks (entity_id, address, metric_id, frequency, length, started_at, last_period, time_zone, last_start, last_end, freezes, history)
        values (${streak.entity_id}, ${streak.address}, ${streak.metric_id}, ${streak.frequency}, ${streak.length}, ${streak.started_at}, ${streak.last_period},
          ${streak.time_zone}, ${streak.last_start}, ${streak.last_end}, ${streak.freezes}, ${streak.history})
        on conflict (entity_id, address) do update set metric_id = excluded.metric_id, frequency = excluded.frequency, length = excluded.length,
          started_at = excluded.started_at, last_period = excluded.last_period, time_zone = excluded.time_zone, last_start = excluded.last_start,
          last_end = excluded.last_end, freezes = excluded.freezes, history = excluded.history
        where member_streaks.last_period < excluded.last_period or member_streaks.metric_id <> excluded.metric_id or member_streaks.frequency <> excluded.frequency
        returning 1
      )`
    : sql``
  // Read by the final select, so evaluated: a counter saved without its streak, or the other way, divides by zero.
  const whole = streak ? sql`, (select 1 / (case when (select count(*) from upserted) = (select count(*) from streaked) then 1 else 0 end)) as whole` : sql``
  const { rows } = await sql<{ touched: number; counters: { id: string; value: number }[] | null }>`
    with ${head}, logged as (
      insert into events (entity_id, address, metric_id, amount, at, by)
      select ${entityId}, ${address}, change.metric_id, change.count, ${now}, ${by} from ${change}
      where ${gate}
    ), slotted as (
      insert into activity (entity_id, metric_id, slot, address, total)
      select ${entityId}, change.metric_id, ${slot}::integer, ${address}, change.count from ${change}
      where ${gate}
      on conflict (entity_id, metric_id, slot, address) do update set total = activity.total + excluded.total
    ), totalled as (
      insert into board_totals (entity_id, metric_id, period, address, value)
      select ${entityId}, change.metric_id, period, ${address}, change.count
      from ${change} cross join (
        select unnest(${periods}::int[]) as period
        union all
        select period from board_windows where entity_id = ${entityId} and from_ms <= ${nowMs} and to_ms > ${nowMs} and since_ms <= ${nowMs}
      ) as periods
      where ${gate}
      on conflict (entity_id, metric_id, period, address) do update set value = board_totals.value + excluded.value
      returning metric_id, period, value
    ), moved as (
      select change.metric_id, 0 as period, upserted.value - change.count as before, upserted.value as after
      from upserted join ${change} using (metric_id)
      union all
      select change.metric_id, totalled.period, totalled.value - change.count, totalled.value
      from totalled join ${change} using (metric_id)
    ), bucketed as (
      select metric_id, period, engagekit_bucket(before) as low, -1 as members from moved where before <> 0
      union all
      select metric_id, period, engagekit_bucket(after), 1 from moved where after <> 0
    ), counted as (
      -- Rows of their own, folded into board_counts later: concurrent increments never wait on a bucket's row.
      -- A member hidden from boards is counted in no bucket (the update above read their row as it is now).
      insert into board_count_deltas (entity_id, metric_id, period, low, members)
      select ${entityId}, metric_id, period, low, sum(members)
      from bucketed where not exists (select 1 from touched where hidden_from_boards = 1)
      group by metric_id, period, low having sum(members) <> 0
    )${events}${streaked}
    select (select count(*)::int from touched) as touched, (select json_agg(json_build_object('id', metric_id, 'value', value)) from upserted) as counters${whole}
  `.execute(db)
  const [row] = rows
  if (!row || row.touched === 0) return undefined
  return row.counters ?? []
}
