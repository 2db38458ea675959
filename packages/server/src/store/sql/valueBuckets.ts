/**
 * The bucket a board value is counted in (its lower bound): a whole number of its own below 1,000 in size, and above
 * that the value cut to its first three digits (1,234,567 in 1,234,000, −1,234,567 in −1,235,000), so a metric's
 * values fall into at most a few thousand buckets however widely they spread. `bucketSql` is the same function in
 * PostgreSQL: both divide the same doubles, so they agree on every value.
 */
export function bucketOf(value: number): number {
  if (Math.abs(value) < 1000) return Math.floor(value)
  const step = Number(`1e${String(Math.trunc(Math.abs(value))).length - 3}`)
  return value > 0 ? Math.floor(value / step) * step : -Math.ceil(-value / step) * step
}

/** PostgreSQL's `engagekit_bucket(float8)`, made by the 0009 migration. */
export const bucketFunctionSql = `
create or replace function engagekit_bucket(v float8) returns float8 language sql immutable parallel safe as $$
  select case
    when abs(v) < 1000 then floor(v)
    when v > 0 then floor(v / s) * s
    else -ceil(-v / s) * s
  end
  from (select ('1e' || (length(trunc(abs(v))::bigint::text) - 3))::float8 as s) as step
$$`
