import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'
import { toLocaleString } from '../internal/formatNumber.js'

/** Every visible (and screen-reader) string of {@link AchievementEditor}; pass some or all through `labels` to translate. */
export type AchievementEditorLabels = AdminLabels & {
  title: string
  loading: string
  error: string
  empty: string
  emptyHint: string
  /** The accessible name of the list. */
  listLabel: string
  /** Under the list. */
  achievementCount: (count: number) => string
  /** A trigger as the list says it, e.g. "When Quests completed reaches 10". */
  whenMetric: (metric: string, threshold: string) => string
  /** e.g. "A 7-day streak". */
  whenStreak: (length: string) => string
  whenManual: string
  /** How many members earned it, e.g. "Earned by 3 members (12%)". */
  completions: (count: number, percent: string) => string
  noCompletions: string
  /** The add form's title, and its button. */
  addForm: string
  add: string
  adding: string
  /** The accessible name of an achievement's edit form. */
  editForm: (name: string) => string
  editAchievement: (name: string) => string
  /** The row's "⋯" menu's name. */
  moreOf: (name: string) => string
  /** The row menu's item that opens the award form, and the form's button. */
  award: string
  awardButton: string
  delete: string
  keyLabel: string
  keyHint: string
  /** Another achievement of the community already has this key (the service answered 409). */
  keyTaken: string
  nameLabel: string
  descriptionLabel: string
  imageLabel: string
  imageHint: string
  /** The trigger picker's legend, and its three choices. */
  triggerLabel: string
  triggerMetric: string
  triggerStreak: string
  triggerManual: string
  metricLabel: string
  /** The metric select's first, empty choice. */
  chooseMetric: string
  /** The community has no metrics to pick from. */
  noMetrics: string
  thresholdLabel: string
  lengthLabel: string
  /** Under the length: what a streak counts. */
  lengthHint: string
  wholeNumber: string
  mustBePositive: string
  /** Saved, confirmed (the component's toast). */
  created: (name: string) => string
  saved: (name: string) => string
  deleted: (name: string) => string
  confirmDelete: (name: string) => string
  confirmDeleteHint: string
  /** The award form: its name, the member field, its hint and the button. */
  awardForm: (name: string) => string
  memberLabel: string
  memberHint: string
  awarding: string
  /** An award that went through (`who`: the short address). */
  awarded: (name: string, who: string) => string
  /** The member had it already: nothing changed. */
  alreadyEarned: (who: string) => string
  notAMember: string
}

/** English defaults of {@link AchievementEditorLabels}. */
export const defaultAchievementEditorLabels: AchievementEditorLabels = {
  ...defaultAdminLabels,
  title: 'Achievements',
  loading: 'Loading achievements…',
  error: 'Couldn’t load the achievements.',
  empty: 'No achievements yet',
  emptyHint: 'Add the first badge below: members earn it when a metric reaches a number, on a streak, or when you award it.',
  listLabel: 'Achievements',
  achievementCount: (count) => `${toLocaleString(count)} ${count === 1 ? 'achievement' : 'achievements'}`,
  whenMetric: (metric, threshold) => `When ${metric} reaches ${threshold}`,
  whenStreak: (length) => `A ${length}-day streak`,
  whenManual: 'Awarded by hand',
  completions: (count, percent) => `Earned by ${toLocaleString(count)} ${count === 1 ? 'member' : 'members'} (${percent})`,
  noCompletions: 'Not earned yet',
  addForm: 'New achievement',
  add: 'Add achievement',
  adding: 'Adding…',
  editForm: (name) => `Edit achievement ${name}`,
  editAchievement: (name) => `Edit ${name}`,
  moreOf: (name) => `More actions for ${name}`,
  award: 'Award…',
  awardButton: 'Award',
  delete: 'Delete',
  keyLabel: 'Key',
  keyHint: 'Lower-case letters, digits and dashes. It can’t be changed later.',
  keyTaken: 'Another achievement already has this key.',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  imageLabel: 'Image URL',
  imageHint: 'https:// or ipfs://. Without one, the badge gets designed art.',
  triggerLabel: 'Earned when',
  triggerMetric: 'A metric reaches a number',
  triggerStreak: 'A streak of active days',
  triggerManual: 'An admin awards it',
  metricLabel: 'Metric',
  chooseMetric: 'Choose a metric',
  noMetrics: 'This community has no metrics yet.',
  thresholdLabel: 'Number to reach',
  lengthLabel: 'Days in a row',
  lengthHint: 'Days in a row with any activity.',
  wholeNumber: 'A whole number, 1 or more.',
  mustBePositive: 'A number above 0.',
  created: (name) => `${name} added.`,
  saved: (name) => `${name} saved.`,
  deleted: (name) => `${name} deleted.`,
  confirmDelete: (name) => `Delete ${name}?`,
  confirmDeleteHint: 'Members who earned it lose the badge. This can’t be undone.',
  awardForm: (name) => `Award ${name}`,
  memberLabel: 'Member’s wallet address',
  memberHint: 'The badge is theirs at once; awarding it again changes nothing.',
  awarding: 'Awarding…',
  awarded: (name, who) => `${name} awarded to ${who}.`,
  alreadyEarned: (who) => `${who} already has this badge.`,
  notAMember: 'This address is not a member of the community.',
}
