import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'
import type { ThemeField } from './themeValues.js'

/** Every visible (and screen-reader) string of {@link ThemeEditor}; pass some or all through `labels` to translate. */
export type ThemeEditorLabels = AdminLabels & {
  title: string
  loading: string
  error: string
  empty: string
  emptyHint: string
  /** What each field is called. */
  field: Record<ThemeField, string>
  /** Under the image fields. */
  imageHint: string
  /** Under an accent colour: it may be left empty on a new theme. */
  optionalHint: string
  /** The colour picker's accessible name, e.g. "Background colour picker". */
  colorPicker: (field: string) => string
  imagePreview: (field: string) => string
  /** A colour that is hard to see on the background, with its contrast ratio. */
  lowContrast: (field: string, ratio: string) => string
  levelInvalid: string
  priceInvalid: string
  /** An accent colour that was set cannot be cleared through the service. */
  keepColor: string
  /** The button that opens the form for a new theme, and that form's accessible name. */
  newTheme: string
  /** The form's accessible name when editing a theme. */
  editForm: (title: string) => string
  create: string
  creating: string
  /** Above the live card. */
  preview: string
  /** The card's level badge and trait. */
  level: (level: number) => string
  price: (price: string) => string
  untitled: string
  logoAlt: (name: string) => string
  /** The badge of the entity's default theme. */
  isDefault: string
  makeDefault: string
  makeDefaultTheme: (title: string) => string
  editTheme: (title: string) => string
  delete: string
  deleteTheme: (title: string) => string
  /** The name of a theme's "⋯" menu (make it the default, delete it). */
  moreOf: (title: string) => string
  /** Asked before a theme is deleted. */
  confirmDelete: (title: string) => string
  /** After a delete, with Undo beside it. */
  deleted: (title: string) => string
  undo: string
  restoring: string
  restored: (title: string) => string
  created: (title: string) => string
  saved: (title: string) => string
  /** Beside the form's buttons while it holds edits not saved. */
  unsaved: string
  defaultSet: (title: string) => string
  /** Under the list. */
  themeCount: (count: number) => string
}

/** English defaults of {@link ThemeEditorLabels}. */
export const defaultThemeEditorLabels: ThemeEditorLabels = {
  ...defaultAdminLabels,
  title: 'NFT themes',
  loading: 'Loading themes…',
  error: 'Couldn’t load the themes.',
  empty: 'No themes yet',
  emptyHint: 'A theme gives members’ NFTs their pictures and colours from a level on.',
  field: {
    title: 'Title',
    level: 'From level',
    price: 'Price',
    backgroundImageIPFS: 'Background image',
    horizontalLogoImageIPFS: 'Wide logo',
    squareLogoImageIPFS: 'Square logo',
    backgroundColor: 'Background colour',
    accentColor1: 'Accent colour 1',
    accentColor2: 'Accent colour 2',
  },
  imageHint: 'ipfs:// URL, IPFS CID or https:// URL.',
  optionalHint: 'Optional.',
  colorPicker: (field) => `${field} picker`,
  imagePreview: (field) => `${field} preview`,
  lowContrast: (field, ratio) => `${field} is hard to see on the background (contrast ${ratio}:1; aim for 3:1 or more).`,
  levelInvalid: 'A whole number, such as 3.',
  priceInvalid: 'An amount, such as 0.05.',
  keepColor: 'A colour that was set can be changed but not removed.',
  newTheme: 'New theme',
  editForm: (title) => `Edit theme ${title}`,
  create: 'Create theme',
  creating: 'Creating…',
  preview: 'Live preview',
  level: (level) => `Level ${level}`,
  price: (price) => `Price ${price}`,
  untitled: 'Untitled theme',
  logoAlt: (name) => `${name} logo`,
  isDefault: 'Default',
  makeDefault: 'Make default',
  makeDefaultTheme: (title) => `Make default: ${title}`,
  editTheme: (title) => `Edit ${title}`,
  delete: 'Delete',
  deleteTheme: (title) => `Delete ${title}`,
  moreOf: (title) => `More actions for ${title}`,
  confirmDelete: (title) => `Delete ${title}? Members at its levels get the next lower theme.`,
  deleted: (title) => `${title} deleted.`,
  undo: 'Undo',
  restoring: 'Restoring…',
  restored: (title) => `${title} restored.`,
  created: (title) => `${title} created.`,
  saved: (title) => `${title} saved.`,
  unsaved: 'Unsaved changes',
  defaultSet: (title) => `${title} is now the default theme.`,
  themeCount: (count) => `${count} ${count === 1 ? 'theme' : 'themes'}`,
}
