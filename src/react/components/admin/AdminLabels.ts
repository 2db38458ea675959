import { defaultLoadErrorLabels, type LoadErrorLabels } from '../internal/loadErrorCause.js'

/** The strings every admin component shares: who may use it, and why a change was refused. */
export type AdminLabels = LoadErrorLabels & {
  /** Shown to a signed-in member who is neither an admin nor an owner. */
  adminsOnly: string
  adminsOnlyHint: string
  signedOut: string
  signIn: string
  /** The caller's role could not be read. */
  roleError: string
  retry: string
  crash: string
  noEntity: string
  save: string
  saving: string
  cancel: string
  edit: string
  /** A save the service refused with 403: roles changed meanwhile. */
  saveForbidden: string
  /** A save refused because the session is no longer accepted (401). */
  saveSession: string
  /** Any other failed save, followed by the cause. */
  saveFailed: string
  fieldRequired: string
  fieldTooLong: string
  fieldInvalid: string
  /** How the address chips (owners, members to add) are used from the keyboard. */
  addressChipsHint: string
  /** A chip's remove button; `who` is the name, else the short address. */
  removeAddress: (who: string) => string
  /** A chip that holds something other than a wallet address, kept so it can be corrected. */
  notAnAddress: (entry: string) => string
  /** Beside the signed-in person's own chip. */
  you: string
}

/** English defaults of {@link AdminLabels}. */
export const defaultAdminLabels: AdminLabels = {
  ...defaultLoadErrorLabels,
  adminsOnly: 'Admins and owners only',
  adminsOnlyHint: 'Only the community’s admins and owners can make changes here.',
  signedOut: 'Sign in as an admin or owner to manage this community.',
  signIn: 'Sign in',
  roleError: 'Couldn’t check what you may change here.',
  retry: 'Try again',
  crash: 'Something went wrong showing this part.',
  noEntity: 'No community selected.',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  edit: 'Edit',
  saveForbidden: 'The service says you may no longer change this. Your edits are kept; ask an owner for access.',
  saveSession: 'Your sign-in is no longer accepted. Sign in again, then save: your edits are kept.',
  saveFailed: 'Couldn’t save. Your edits are kept.',
  fieldRequired: 'Required.',
  fieldTooLong: 'Too long.',
  fieldInvalid: 'Not valid.',
  addressChipsHint: 'Arrow keys move between addresses; Backspace or Delete removes one; Enter edits one that is not an address.',
  removeAddress: (who) => `Remove ${who}`,
  notAnAddress: (entry) => `Not a wallet address: ${entry}`,
  you: 'You',
}
