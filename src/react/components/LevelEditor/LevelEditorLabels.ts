import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'

/** Every visible (and screen-reader) string of {@link LevelEditor}; pass some or all through `labels` to translate. */
export type LevelEditorLabels = AdminLabels & {
  title: string
  loading: string
  error: string
  empty: string
  emptyHint: string
  /** A level's number as shown in its row. */
  levelName: (level: number) => string
  /** XP as shown beside a level and on the scale. */
  xpAmount: (xp: number) => string
  /** The accessible name of the list of levels. */
  listLabel: string
  levelLabel: string
  xpLabel: string
  nameLabel: string
  descriptionLabel: string
  endsAtLabel: string
  /** Under the end date field. */
  endsAtHint: string
  skillsLabel: string
  /** The score a skill needs, beside the skill's name. */
  scoreLabel: (skill: string) => string
  noSkills: string
  /** Skills could not be read: requirements can still be saved without changing them. */
  skillsError: string
  /** The skills a level needs, shown in its row. */
  requiresSkills: (count: number) => string
  /** The date a level ends, shown in its row. */
  endsOn: (date: string) => string
  editXp: string
  /** The accessible name of a level's Edit XP button. */
  editXpOf: (level: number) => string
  /** The accessible name of a level's XP form. */
  editXpForm: (level: number) => string
  requirements: string
  requirementsOf: (level: number) => string
  requirementsForm: (level: number) => string
  delete: string
  deleteOf: (level: number) => string
  /** The name of a level's "⋯" menu (its requirements, its deletion). */
  moreOf: (level: number) => string
  /** The confirmation question before a level is deleted. */
  confirmDelete: (level: number) => string
  confirmDeleteHint: string
  deleting: string
  /** After a deletion, with Undo beside it. */
  deleted: (level: number) => string
  /** Saves confirmed (the component's toast). */
  levelAdded: (level: number) => string
  /** The level was added (row 22) but its name (row 20) was refused: it is in the list, without a name. */
  nameNotSaved: (level: number) => string
  xpSaved: (level: number) => string
  requirementsSaved: (level: number) => string
  undo: string
  restoring: string
  /** Undo failed: the level could not be created again. */
  undoFailed: string
  dismiss: string
  addLevel: string
  addForm: string
  adding: string
  /** Under the add form's fields: what the editor suggests. */
  suggestion: (level: number, xp: number) => string
  /** The level number is already in the list. */
  levelTaken: string
  /** A level needs more XP than the one below it. */
  xpNotAbove: (level: number, xp: number) => string
  /** A level needs less XP than the one above it. */
  xpNotBelow: (level: number, xp: number) => string
  /** Under the list. */
  levelCount: (count: number) => string
}

const formatXp = (xp: number) => `${xp.toLocaleString('en')} XP`

/** English defaults of {@link LevelEditorLabels}. */
export const defaultLevelEditorLabels: LevelEditorLabels = {
  ...defaultAdminLabels,
  title: 'Levels',
  loading: 'Loading levels…',
  error: 'Couldn’t load the levels.',
  empty: 'No levels yet',
  emptyHint: 'Add the first level below; members reach it at the XP you set.',
  levelName: (level) => `Level ${level}`,
  xpAmount: formatXp,
  listLabel: 'Levels and the XP each needs',
  levelLabel: 'Level',
  xpLabel: 'XP needed',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  endsAtLabel: 'Ends on',
  endsAtHint: 'Leave empty for a level that never ends.',
  skillsLabel: 'Skills needed',
  scoreLabel: (skill) => `Score needed in ${skill}`,
  noSkills: 'This community has no skills yet.',
  skillsError: 'Couldn’t load the skills; the level’s skills stay as they are.',
  requiresSkills: (count) => `${count} ${count === 1 ? 'skill' : 'skills'} needed`,
  endsOn: (date) => `Ends ${date}`,
  editXp: 'Edit XP',
  editXpOf: (level) => `Edit XP of level ${level}`,
  editXpForm: (level) => `XP of level ${level}`,
  requirements: 'Requirements',
  requirementsOf: (level) => `Requirements of level ${level}`,
  requirementsForm: (level) => `Requirements of level ${level}`,
  delete: 'Delete',
  deleteOf: (level) => `Delete level ${level}`,
  moreOf: (level) => `More actions for level ${level}`,
  confirmDelete: (level) => `Delete level ${level}?`,
  confirmDeleteHint: 'Members at this level fall back to the one below.',
  deleting: 'Deleting…',
  deleted: (level) => `Level ${level} deleted.`,
  levelAdded: (level) => `Level ${level} added.`,
  nameNotSaved: (level) => `Level ${level} added, without its name: give it one under Requirements.`,
  xpSaved: (level) => `Level ${level}: XP saved.`,
  requirementsSaved: (level) => `Level ${level} saved.`,
  undo: 'Undo',
  restoring: 'Restoring…',
  undoFailed: 'Couldn’t restore the level.',
  dismiss: 'Dismiss',
  addLevel: 'Add level',
  addForm: 'Add a level',
  adding: 'Adding…',
  suggestion: (level, xp) => `Suggested: level ${level} at ${formatXp(xp)}, one step past the last.`,
  levelTaken: 'This level already exists.',
  xpNotAbove: (level, xp) => `Must be more than level ${level} (${formatXp(xp)}).`,
  xpNotBelow: (level, xp) => `Must be less than level ${level} (${formatXp(xp)}).`,
  levelCount: (count) => `${count} ${count === 1 ? 'level' : 'levels'}`,
}
