import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'

/** Every visible (and screen-reader) string of {@link SkillEditor}; pass some or all through `labels` to translate. */
export type SkillEditorLabels = AdminLabels & {
  title: string
  loading: string
  error: string
  empty: string
  emptyHint: string
  /** Heading of the entity's own skills. */
  treeTitle: string
  /** Under the tree. */
  skillCount: (count: number) => string
  /** A skill being added, before the service confirms it. */
  adding: string
  addOneTitle: string
  nameLabel: string
  descriptionLabel: string
  parentLabel: string
  /** The parent choice for a skill at the top of the tree. */
  noParent: string
  add: string
  /** Another skill of this community already has this name (letter case ignored). */
  nameTaken: string
  addManyTitle: string
  pasteLabel: string
  pasteHint: string
  /** The button that sends every new line at once. */
  addMany: (count: number) => string
  /** Lines that will be added. */
  pasteReady: (count: number) => string
  /** Names that already exist or repeat in the paste: left out. */
  pasteDuplicates: (names: string) => string
  /** Lines whose name is blank or too long: left out. */
  pasteInvalid: (count: number) => string
  pasteNothing: string
  /** Said (politely) once skills were added. */
  added: (count: number) => string
  defaultsTitle: string
  defaultsHint: string
  defaultsError: string
}

/** English defaults of {@link SkillEditorLabels}. */
export const defaultSkillEditorLabels: SkillEditorLabels = {
  ...defaultAdminLabels,
  title: 'Skills',
  loading: 'Loading skills…',
  error: 'Couldn’t load the skills.',
  empty: 'No skills yet',
  emptyHint: 'Add the first one below, or paste a list.',
  treeTitle: 'This community’s skills',
  skillCount: (count) => `${count} ${count === 1 ? 'skill' : 'skills'}`,
  adding: 'Adding…',
  addOneTitle: 'Add a skill',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  parentLabel: 'Under',
  noParent: 'Top of the tree',
  add: 'Add skill',
  nameTaken: 'A skill with this name exists already.',
  addManyTitle: 'Add many at once',
  pasteLabel: 'Skills, one per line',
  pasteHint: 'Write “Name: description” or just the name. New skills go at the top of the tree.',
  addMany: (count) => (count === 0 ? 'Add skills' : count === 1 ? 'Add 1 skill' : `Add ${count} skills`),
  pasteReady: (count) => `${count} new ${count === 1 ? 'skill' : 'skills'} to add.`,
  pasteDuplicates: (names) => `Left out, the name exists already: ${names}.`,
  pasteInvalid: (count) => `Left out: ${count} ${count === 1 ? 'line' : 'lines'} without a name or with one that is too long.`,
  pasteNothing: 'Nothing new to add.',
  added: (count) => (count === 1 ? 'Skill added.' : `${count} skills added.`),
  defaultsTitle: 'The service’s default skills',
  defaultsHint: 'Every community has these; they cannot be changed here.',
  defaultsError: 'Couldn’t load the default skills.',
}
