import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'
import type { ProfileField } from '../../../core/schemas/profile.js'

/**
 * Every visible (and screen-reader) string of {@link ProfileEditor}; pass some or all through `labels` to translate.
 * Field names (`name`, `email`, …) label their inputs and the read-only list.
 */
export type ProfileEditorLabels = Record<ProfileField, string> & LoadErrorLabels & {
  /** Heading of the form for your own profile. */
  editTitle: string
  /** Shown above the form when you have no profile yet. */
  newProfileIntro: string
  /** Explains the required mark. */
  requiredHint: string
  /** Legends of the three groups of fields. */
  groupBasics: string
  groupStory: string
  groupContact: string
  /** Hints under image and link fields. */
  imageHint: string
  linkHint: string
  /** Field errors. */
  errorRequired: string
  errorEmail: string
  errorLink: string
  errorImage: string
  errorTooLong: string
  errorInvalid: string
  /** A field that is not shown (see `fields`) holds a value the service would refuse. */
  errorHiddenField: (field: string) => string
  save: string
  /** Shown in the save bar while the form holds changes not yet saved. */
  unsavedChanges: string
  saving: string
  saved: string
  retry: string
  /** First sentence of a failed save; one of the `saveError…` reasons follows. */
  saveFailed: string
  saveErrorForbidden: string
  saveErrorSession: string
  saveErrorNetwork: string
  saveErrorServer: string
  saveErrorInvalid: string
  saveErrorNotFound: string
  saveErrorOther: (message: string) => string
  loading: string
  loadError: string
  crash: string
  signedOutOwn: string
  signedOutOther: string
  /** The signed-out state's button. */
  signIn: string
  /** Someone else who has never set up a profile. */
  noProfile: string
  /** Someone else's profile with nothing but a name (or not even that). */
  noDetails: string
  /** Heading of a profile without a name. */
  unnamed: string
  avatarAlt: (name: string) => string
  bannerAlt: (name: string) => string
}

/** English defaults of {@link ProfileEditorLabels}. */
export const defaultProfileEditorLabels: ProfileEditorLabels = {
  ...defaultLoadErrorLabels,
  name: 'Name',
  subtitle: 'Headline',
  imageUrl: 'Profile picture link',
  bannerUrl: 'Banner image link',
  location: 'Location',
  about: 'About',
  currentWork: 'Currently working on',
  expertise: 'Expertise',
  goals: 'Goals',
  interests: 'Interests',
  helpWith: 'Can help with',
  funFacts: 'Fun facts',
  email: 'Email',
  website: 'Website',
  twitter: 'X (Twitter)',
  discordId: 'Discord',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  calendly: 'Booking link (Calendly)',
  editTitle: 'Your profile',
  newProfileIntro: 'You have not set up your profile yet. Tell the community a little about yourself.',
  requiredHint: 'Fields marked * are required.',
  groupBasics: 'Basics',
  groupStory: 'Story',
  groupContact: 'Links',
  imageHint: 'A link starting with https:// or ipfs://',
  linkHint: 'A link starting with https://',
  errorRequired: 'This field is required.',
  errorEmail: 'Enter an email address, like name@example.com.',
  errorLink: 'Enter a link starting with https://',
  errorImage: 'Enter a link starting with https:// or ipfs://',
  errorTooLong: 'This is too long.',
  errorInvalid: 'This value is not accepted.',
  errorHiddenField: (field) => `The field “${field}” holds a value that cannot be saved.`,
  save: 'Save profile',
  unsavedChanges: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Profile saved.',
  retry: 'Try again',
  saveFailed: 'Your changes were not saved.',
  saveErrorForbidden: 'You can only edit your own profile.',
  saveErrorSession: 'Your sign-in has expired. Sign in again, then save.',
  saveErrorNetwork: 'The server could not be reached. Check your connection and try again.',
  saveErrorServer: 'The server had a problem. Please try again in a moment.',
  saveErrorInvalid: 'Some fields were not accepted. Check them and try again.',
  saveErrorNotFound: 'Your account is not registered yet. Sign in again, then save.',
  saveErrorOther: (message) => message,
  loading: 'Loading profile…',
  loadError: 'Couldn’t load the profile.',
  crash: 'Something went wrong showing this profile.',
  signedOutOwn: 'Sign in to edit your profile.',
  signedOutOther: 'Sign in to see this profile.',
  signIn: 'Sign in',
  noProfile: 'No profile yet. This member has not set one up.',
  noDetails: 'No details shared yet.',
  unnamed: 'Unnamed member',
  avatarAlt: (name) => `Profile picture of ${name}`,
  bannerAlt: (name) => `Banner of ${name}`,
}
