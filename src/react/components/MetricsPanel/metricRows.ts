import type { Metric, UserMetric } from '../../../core/schemas/metric.js'
import type { MetricsPanelSort } from './MetricsPanelSort.js'

/** One line of the panel: a metric and the user's counter (undefined when it cannot be read). */
export type MetricRow = {
  /** Lower-case name: counters name their metric in any letter case. */
  key: string
  /** What an increment is sent with: the id when known (safe in a path), else the name. */
  ref: string
  name: string
  description: string | undefined
  value: number | undefined
}


const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/**
 * Joins the entity's metrics with the user's counters. Counters of metrics the list does not know are kept
 * (the list may be stale); `pick` chooses and orders by name or id.
 */
export function metricRows(definitions: readonly Metric[] | undefined, counters: readonly UserMetric[] | undefined, pick: readonly string[] | undefined): MetricRow[] {
  const values = new Map<string, number>()
  for (const entry of counters ?? []) {
    if (typeof entry?.metric === 'string' && typeof entry.counter === 'number') values.set(entry.metric.toLowerCase(), entry.counter)
  }
  const rows: MetricRow[] = []
  const seen = new Set<string>()
  for (const definition of definitions ?? []) {
    const name = text(definition?.name)
    if (!name || seen.has(name.toLowerCase())) continue
    const key = name.toLowerCase()
    seen.add(key)
    rows.push({ key, ref: text(definition.id) ?? name, name, description: text(definition.description), value: counters ? (values.get(key) ?? 0) : undefined })
  }
  for (const entry of counters ?? []) {
    const name = text(entry?.metric)
    if (!name || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    rows.push({ key: name.toLowerCase(), ref: name, name, description: undefined, value: values.get(name.toLowerCase()) })
  }
  if (!pick) return rows

  const picked: MetricRow[] = []
  const chosen = new Set<string>()
  const known = definitions !== undefined || counters !== undefined
  for (const wanted of pick) {
    const name = text(wanted)
    if (!name) continue
    const row = rows.find((candidate) => candidate.key === name.toLowerCase()) ?? rows.find((candidate) => candidate.ref === name)
    // Before anything is loaded (signed out), the names asked for are all there is to show.
    const next = row ?? (known ? undefined : { key: name.toLowerCase(), ref: name, name, description: undefined, value: undefined })
    if (next && !chosen.has(next.key)) {
      chosen.add(next.key)
      picked.push(next)
    }
  }
  return picked
}

/** Rows in the order asked for; ties (and unknown values) fall back to the name. */
export function sortMetricRows(rows: readonly MetricRow[], sort: MetricsPanelSort, locale?: string): readonly MetricRow[] {
  if (!sort) return rows
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const sign = sort.direction === 'ascending' ? 1 : -1
  const byName = (a: MetricRow, b: MetricRow) => collator.compare(a.name, b.name)
  return [...rows].sort((a, b) => {
    if (sort.key === 'name') return sign * byName(a, b)
    const difference = (a.value ?? -Infinity) - (b.value ?? -Infinity)
    return difference !== 0 && !Number.isNaN(difference) ? sign * difference : byName(a, b)
  })
}
