/** How {@link MetricsPanel} orders its rows; null keeps the entity's (or the `metrics` prop's) order. */
export type MetricsPanelSort = { key: 'name' | 'value'; direction: 'ascending' | 'descending' } | null
