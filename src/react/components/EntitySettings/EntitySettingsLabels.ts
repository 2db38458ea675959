import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'
import type { StreakFrequency } from '../../../core/schemas/streak.js'
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
  /** The streak's section: the entity's time zone, then its streak. */
  sectionStreak: string
  timeZoneHint: string
  /** A time zone the runtime (or the service) does not know. */
  timeZoneInvalid: string
  /** The switch that turns the streak on, and what a streak is. */
  streakLabel: string
  streakHint: string
  streakMetric: string
  streakChooseMetric: string
  streakNoMetrics: string
  streakFrequency: string
  streakDaily: string
  streakWeekly: string
  /** The freezes' group, what a freeze does, and each number. */
  freezes: string
  freezesHint: string
  freezeField: { initial: string; earnEveryDays: string; max: string }
  freezesEarnHint: string
  freezesWholeNumber: string
  freezesAboveMax: string
  /** The read-only view of the streak: off, or what it is (the metric already named; the numbers as set). */
  streakOff: string
  streakSummary: (metric: string, frequency: StreakFrequency, initial: number, earnEveryDays: number, max: number) => string
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
    timeZone: 'Time zone',
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
  sectionStreak: 'Streak',
  timeZoneHint: 'An IANA name such as Europe/Paris. Days and weeks turn at midnight here for members who set no time zone of their own. Empty: UTC.',
  timeZoneInvalid: 'Not a time zone name this browser knows. Use one such as Europe/Paris or America/New_York.',
  streakLabel: 'Streak',
  streakHint: 'Members keep a streak by adding to a metric every day (or week) in a row.',
  streakMetric: 'Metric that extends it',
  streakChooseMetric: 'Choose a metric',
  streakNoMetrics: 'This community has no metrics yet: add one first.',
  streakFrequency: 'How often',
  streakDaily: 'Every day',
  streakWeekly: 'Every week',
  freezes: 'Freezes',
  freezesHint: 'A freeze keeps a member’s streak through a day (or week) they miss.',
  freezeField: { initial: 'To start with', earnEveryDays: 'One more every (days of streak)', max: 'Most a member can hold' },
  freezesEarnHint: '0: none are earned.',
  freezesWholeNumber: 'A whole number from 0 to 100.',
  freezesAboveMax: 'Can’t be more than the most a member can hold.',
  streakOff: 'Off',
  streakSummary: (metric, frequency, initial, earnEveryDays, max) =>
    `${metric}, ${frequency === 'weekly' ? 'every week' : 'every day'}. Freezes: ${initial} to start, ${earnEveryDays > 0 ? `one more every ${earnEveryDays} days` : 'none earned'}, ${max} at most.`,
}
