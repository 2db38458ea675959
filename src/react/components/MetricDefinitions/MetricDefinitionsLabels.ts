import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'

/** Every visible (and screen-reader) string of {@link MetricDefinitions}; pass some or all through `labels` to translate. */
export type MetricDefinitionsLabels = AdminLabels & {
  title: string
  loading: string
  error: string
  empty: string
  emptyHint: string
  nameLabel: string
  descriptionLabel: string
  typeLabel: string
  /** The accessible name of a metric's Edit button. */
  editMetric: (name: string) => string
  /** A saved metric, confirmed (the component's toast). */
  metricSaved: (name: string) => string
  /** The accessible name of a metric's edit form. */
  editForm: (name: string) => string
  /** Another metric already has this name. */
  nameTaken: string
  /** Under the name field while editing: renaming keeps every member's counter. */
  renameHint: string
  /** Under the name field while editing: the name as members read it (metricLabels, else the name made readable). */
  shownAs: (name: string) => string
  /** Under the list. */
  metricCount: (count: number) => string
  /** The optional field of a metric's cap per member and day (`maxPerMemberPerDay`). */
  capLabel: string
  /** Under it: what the cap does, and that empty means none. */
  capHint: string
  /** The cap is not a whole number of at least 1. */
  capInvalid: string
  /** Under a capped metric: its cap, already written as the locale writes numbers. */
  capShown: (count: string) => string
}

/** English defaults of {@link MetricDefinitionsLabels}. */
export const defaultMetricDefinitionsLabels: MetricDefinitionsLabels = {
  ...defaultAdminLabels,
  title: 'Metrics',
  loading: 'Loading metrics…',
  error: 'Couldn’t load the metrics.',
  empty: 'No metrics yet',
  emptyHint: 'The service creates an entity’s metrics; they will show here to edit.',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  typeLabel: 'Type',
  editMetric: (name) => `Edit ${name}`,
  metricSaved: (name) => `${name} saved.`,
  editForm: (name) => `Edit metric ${name}`,
  nameTaken: 'Another metric already has this name.',
  renameHint: 'Renaming keeps every member’s counter.',
  shownAs: (name) => `Shown as “${name}”.`,
  metricCount: (count) => `${count} ${count === 1 ? 'metric' : 'metrics'}`,
  capLabel: 'Max per member per day',
  capHint: 'Optional. An increment past it is refused until the entity’s next day. Empty: no cap.',
  capInvalid: 'Enter a whole number of at least 1, or leave it empty.',
  capShown: (count) => `At most ${count} per member per day`,
}
