// The tables and statements of the PostgreSQL drivers benchmark (bench/server/drivers.ts): a small copy of the shapes an
// increment touches in engagekit-server (a session, an entity with its metrics and levels, members, counters, period
// totals, counts per value bucket, events, an idempotency record, the outbox), made here rather than by the server's
// migrations so that the measurement stays the same while the server's schema moves. Every statement takes its
// parameters as $n, so both drivers send the very same text.

/** The demo entity's id, its session's key, the metric every increment moves, and the channel its events notify. */
export const entityId = 'bench-entity'
export const sessionHash = 'bench-session'
export const metricName = 'xp'
export const eventsChannel = 'bench_events'
/** The period keys (day, ISO week, month) an increment adds to, beside all time (the counter itself). */
export const periods = [20_261_207, 202_650, 202_612]

export const addressOf = (index: number) => `0x${String(index).padStart(40, '0')}`

/** Creates the tables in the connection's schema and fills them: one entity with `members` members. */
export const schemaSql = (members: number) => `
create table sessions (hash text primary key, address text not null, expires_at text);
create table entities (id text primary key, name text not null, rules jsonb not null);
create table metrics (entity_id text not null, id text not null, seq int not null, name text not null, primary key (entity_id, id));
create table levels (entity_id text not null, seq int not null, name text not null, threshold float8 not null, primary key (entity_id, seq));
create table members (entity_id text not null, address text not null, updated_at text not null, hidden_from_boards int not null default 0, primary key (entity_id, address));
create table counters (entity_id text not null, metric_id text not null, address text not null, value float8 not null, primary key (entity_id, metric_id, address));
create table board_totals (entity_id text not null, metric_id text not null, period int not null, address text not null, value float8 not null, primary key (entity_id, metric_id, period, address));
create table board_count_deltas (id bigserial primary key, entity_id text not null, metric_id text not null, period int not null, low float8 not null, members int not null);
create table events (id bigserial primary key, entity_id text not null, address text not null, metric_id text not null, amount float8 not null, at text not null);
create table idempotency (key text primary key, entity_id text not null, at text not null);
create table outbox (id bigserial primary key, entity_id text not null, type text not null, at text not null, data jsonb not null);
create function bench_bucket(v float8) returns float8 language sql immutable parallel safe as $$
  select case when abs(v) < 1000 then floor(v) when v > 0 then floor(v / s) * s else -ceil(-v / s) * s end
  from (select ('1e' || (length(trunc(abs(v))::bigint::text) - 3))::float8 as s) as step
$$;
insert into entities values ('${entityId}', 'Bench', '{"joinPolicy":"open","dailyCap":null}');
insert into metrics values ('${entityId}', 'm-xp', 0, 'xp'), ('${entityId}', 'm-reviews', 1, 'reviews');
insert into levels select '${entityId}', seq, 'level ' || seq, (seq * seq * 100)::float8 from generate_series(0, 5) as seq;
insert into sessions values ('${sessionHash}', '${addressOf(0)}', null);
insert into members select '${entityId}', '0x' || lpad(i::text, 40, '0'), '2026-01-01T00:00:00.000Z' from generate_series(0, ${members - 1}) as i;
insert into counters select '${entityId}', 'm-xp', '0x' || lpad(i::text, 40, '0'), i % 2000 from generate_series(0, ${members - 1}) as i;
insert into board_totals select '${entityId}', 'm-xp', period, '0x' || lpad(i::text, 40, '0'), i % 50 + 1
  from generate_series(0, ${members - 1}) as i cross join unnest('{${periods.join(',')}}'::int[]) as period;
create function bench_increment(p_session text, p_entity text, p_address text, p_metric text, p_count float8, p_now text, p_periods int[], p_key text)
returns json language plpgsql as $$
declare
  v_session sessions;
  v_metric text;
  v_result record;
  v_level text;
  v_event json;
begin
  select * into v_session from sessions where hash = p_session;
  if not found or v_session.expires_at < p_now then raise exception 'no session' using errcode = '28000'; end if;
  select id into v_metric from metrics where entity_id = p_entity and name = p_metric;
  if v_metric is null then raise exception 'no metric %', p_metric using errcode = '22023'; end if;
  ${incrementBody('p_entity', 'p_address', 'v_metric', 'p_count', 'p_now', 'p_periods', 'p_key', 'into v_result')};
  if v_result.touched = 0 then raise exception 'not a member' using errcode = '22023'; end if;
  select name into v_level from levels where entity_id = p_entity and threshold <= v_result.value order by seq desc limit 1;
  v_event := json_build_object('address', p_address, 'metric', p_metric, 'count', p_count, 'value', v_result.value, 'level', v_level);
  perform pg_advisory_xact_lock(hashtextextended('bench events ' || p_entity, 0));
  perform pg_notify('${eventsChannel}', p_entity);
  insert into outbox (entity_id, type, at, data) values (p_entity, 'metric.incremented', p_now, v_event::jsonb);
  return json_build_object('value', v_result.value, 'level', v_level, 'event', v_event);
end
$$;
analyze;
`

/**
 * The increment, one statement as the server's (atomic on its own): marks the member active, adds to the counter,
 * records the event, adds to the period totals, moves the member between value buckets (rows of deltas), records the
 * idempotency key; answers whether the member was found and the counter's new value.
 */
function incrementBody(entity: string, address: string, metric: string, count: string, now: string, periodKeys: string, key: string, into = '', more = ''): string {
  return `with touched as (
    update members set updated_at = ${now} where entity_id = ${entity} and address = ${address} returning hidden_from_boards
  ), upserted as (
    insert into counters (entity_id, metric_id, address, value) select ${entity}, ${metric}, ${address}, ${count}::float8 where exists (select 1 from touched)
    on conflict (entity_id, metric_id, address) do update set value = counters.value + excluded.value
    returning value
  ), logged as (
    insert into events (entity_id, address, metric_id, amount, at) select ${entity}, ${address}, ${metric}, ${count}::float8, ${now} where exists (select 1 from touched)
  ), totalled as (
    insert into board_totals (entity_id, metric_id, period, address, value)
    select ${entity}, ${metric}, period, ${address}, ${count}::float8 from unnest(${periodKeys}::int[]) as period where exists (select 1 from touched)
    on conflict (entity_id, metric_id, period, address) do update set value = board_totals.value + excluded.value
    returning period, value
  ), moved as (
    select 0 as period, value - ${count}::float8 as before, value as after from upserted
    union all select period, value - ${count}::float8, value from totalled
  ), bucketed as (
    select period, bench_bucket(before) as low, -1 as members from moved where before <> 0
    union all select period, bench_bucket(after), 1 from moved where after <> 0
  ), counted as (
    insert into board_count_deltas (entity_id, metric_id, period, low, members)
    select ${entity}, ${metric}, period, low, sum(members) from bucketed where not exists (select 1 from touched where hidden_from_boards = 1)
    group by period, low having sum(members) <> 0
  ), remembered as (
    insert into idempotency (key, entity_id, at) select ${key}, ${entity}, ${now} where exists (select 1 from touched)
  )${more}
  select (select count(*)::int from touched) as touched, (select value from upserted) as value ${into}`
}

/** $1 entity, $2 address, $3 metric id, $4 count, $5 now, $6 period keys, $7 idempotency key. */
export const incrementSql = incrementBody('$1', '$2', '$3', '$4', '$5', '$6', '$7')

/**
 * The increment and its event in one statement, atomic on its own (no begin, no commit): after the counter, the
 * entity's events lock, the notification, and the outbox row with the counter's new value and the level it reaches.
 * Each step reads the row of the one before (so they run in order, and only for a member). $1 to $7 as the increment;
 * $8 lock key, $9 channel, $10 metric name.
 */
export const incrementWithEventsSql = incrementBody(
  '$1',
  '$2',
  '$3',
  '$4',
  '$5',
  '$6',
  '$7',
  '',
  `, locked as (
    select pg_advisory_xact_lock(hashtextextended($8, 0)) as done from upserted
  ), notified as (
    select pg_notify($9, $1) as done from locked
  ), written as (
    insert into outbox (entity_id, type, at, data)
    select $1, 'metric.incremented', $5, json_build_object('address', $2::text, 'metric', $10::text, 'count', $4::float8, 'value', upserted.value,
      'level', (select name from levels where entity_id = $1 and threshold <= upserted.value order by seq desc limit 1))::jsonb
    from notified cross join upserted
  )`,
)

/** The read before the transaction as the server makes it today: $1 session key, $2 entity. */
export const readSql = `select
  (select json_build_object('address', address, 'expires_at', expires_at) from sessions where hash = $1) as session,
  (select row_to_json(entities) from entities where id = $2) as entity,
  (select json_agg(metrics order by seq) from metrics where entity_id = $2) as metrics`

/** The same read with the entity's levels in it too: $1 session key, $2 entity. */
export const readWithLevelsSql = `${readSql},
  (select json_agg(levels order by seq) from levels where entity_id = $2) as levels`

export const levelsSql = 'select * from levels where entity_id = $1 order by seq'
export const lockSql = 'select pg_advisory_xact_lock(hashtextextended($1, 0))'
export const notifySql = 'select pg_notify($1, $2)'
export const outboxSql = 'insert into outbox (entity_id, type, at, data) values ($1, $2, $3, $4::jsonb)'

/**
 * The entity's events lock, the notification and the outbox row in one statement: $1 lock key, $2 channel, $3 entity,
 * $4 type, $5 at, $6 data. Each step reads the row of the one before, so they run in this order (a CTE with a volatile
 * function is evaluated once, not folded into its reader), and the outbox id is drawn under the lock.
 */
export const eventsSql = `with locked as (select pg_advisory_xact_lock(hashtextextended($1, 0)) as done),
  notified as (select pg_notify($2, $3) as done from locked)
  insert into outbox (entity_id, type, at, data) select $3, $4, $5, $6::jsonb from notified`

/** The whole increment, read included, as one function call: $1 session key, $2 entity, $3 address, $4 metric name, $5 count, $6 now, $7 period keys, $8 idempotency key. */
export const functionSql = 'select bench_increment($1, $2, $3, $4, $5, $6, $7, $8) as result'
