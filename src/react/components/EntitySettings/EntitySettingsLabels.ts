import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'
import type { EntityField } from './entitySettingsValues.js'

/** Every visible (and screen-reader) string of {@link EntitySettings}; pass some or all through `labels` to translate. */
export type EntitySettingsLabels = AdminLabels & {
  title: string
  loading: string
  error: string
  /** What each field is called. */
  field: Record<EntityField, string>
  sectionBasics: string
  sectionLinks: string
  sectionImages: string
  sectionOwners: string
  ownersHint: string
  /** The community's admins, read only, and what they may do. */
  admins: string
  adminsHint: string
  noAdmins: string
  /** Some owner lines are not addresses. */
  badOwners: (entries: string) => string
  noDefaultTheme: string
  /** The switch that keeps the entity to its members (`public` of row 7), and what it does. */
  publicLabel: string
  publicHint: string
  /** How the read-only view says it: public, or members only. */
  publicOn: string
  publicOff: string
  /** Said to admins, who may read the settings but not change them (row 7 is for owners). */
  ownersOnly: string
  saved: string
  unsaved: string
  notSet: string
  imagePreview: (field: string) => string
}

/** English defaults of {@link EntitySettingsLabels}. */
export const defaultEntitySettingsLabels: EntitySettingsLabels = {
  ...defaultAdminLabels,
  title: 'Community settings',
  loading: 'Loading settings…',
  error: 'Couldn’t load the community’s settings.',
  field: {
    name: 'Name',
    description: 'Description',
    website: 'Website',
    twitter: 'X (Twitter)',
    discord: 'Discord',
    telegram: 'Telegram',
    instagram: 'Instagram',
    openseaSlug: 'OpenSea collection slug',
    imageUrl: 'Logo image',
    bannerUrl: 'Banner image',
    owners: 'Owners',
    defaultDyNftThemeId: 'Default NFT theme',
  },
  sectionBasics: 'Basics',
  sectionLinks: 'Links',
  sectionImages: 'Images',
  sectionOwners: 'Owners and NFTs',
  ownersHint: 'Type or paste wallet addresses. Owners can change these settings.',
  admins: 'Admins',
  adminsHint: 'Admins manage metrics, levels, themes, skills and members, but not these settings.',
  noAdmins: 'None',
  badOwners: (entries) => `Not wallet addresses: ${entries}.`,
  noDefaultTheme: 'None',
  publicLabel: 'Public community',
  publicHint: 'Off: only members, admins and owners see the community, its members and its boards.',
  publicOn: 'Public',
  publicOff: 'Members only',
  ownersOnly: 'Only owners can change these settings. You can read them as an admin.',
  saved: 'Settings saved.',
  unsaved: 'Unsaved changes',
  notSet: 'Not set',
  imagePreview: (field) => `${field} preview`,
}
