import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'

/** Every visible (and screen-reader) string of {@link ApiKeyManager}; pass some or all through `labels` to translate. */
export type ApiKeyManagerLabels = AdminLabels & {
  title: string
  intro: string
  loading: string
  error: string
  /** Shown to an admin: only owners manage keys. */
  ownersOnly: string
  ownersOnlyHint: string
  /** The service has no API keys (a service of the spec alone). */
  unsupported: string
  unsupportedHint: string
  empty: string
  emptyHint: string
  nameLabel: string
  nameHint: string
  create: string
  creating: string
  /** The new key, shown this once. */
  createdTitle: (name: string) => string
  createdHint: string
  keyLabel: string
  /** The service answered a creation without the key. */
  keyMissing: string
  copy: string
  copied: string
  /** The clipboard refused: the key is selected for the user to copy. */
  copyFailed: string
  done: string
  /** A key's details: when made and when last used. */
  createdOn: (date: string) => string
  lastUsed: (date: string) => string
  neverUsed: string
  revoke: string
  revokeKey: (name: string) => string
  confirmRevoke: (name: string) => string
  revokeFailed: string
  /** Said in the toast once a key is revoked. */
  revoked: (name: string) => string
  keyCount: (count: number) => string
}

/** English defaults of {@link ApiKeyManagerLabels}. */
export const defaultApiKeyManagerLabels: ApiKeyManagerLabels = {
  ...defaultAdminLabels,
  title: 'API keys',
  intro: 'Keys let your servers and bots award points and read this community’s data without a wallet. Anyone with a key can do both, so keep keys secret.',
  loading: 'Loading API keys…',
  error: 'Couldn’t load the API keys.',
  ownersOnly: 'Owners only',
  ownersOnlyHint: 'Only the community’s owners can create and revoke API keys.',
  unsupported: 'This service has no API keys.',
  unsupportedHint: 'engagekit-server and the sandbox offer them; a service of the spec alone does not.',
  empty: 'No API keys yet',
  emptyHint: 'Create one for each server or bot, so you can revoke one without stopping the others.',
  nameLabel: 'Key name',
  nameHint: 'The server or bot that will hold it, e.g. “Discord bot”.',
  create: 'Create key',
  creating: 'Creating…',
  createdTitle: (name) => `“${name}” is ready`,
  createdHint: 'Copy the key now: it is not shown again. Send it as Authorization: Bearer <key>.',
  keyLabel: 'API key',
  keyMissing: 'The service made the key but did not send it. Revoke it below and create another.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Couldn’t copy: the key is selected, copy it with your keyboard.',
  done: 'Done',
  createdOn: (date) => `Created ${date}`,
  lastUsed: (date) => `last used ${date}`,
  neverUsed: 'never used',
  revoke: 'Revoke',
  revokeKey: (name) => `Revoke ${name}`,
  confirmRevoke: (name) => `Revoke “${name}”? Whatever uses it is refused from now on.`,
  revokeFailed: 'Couldn’t revoke the key.',
  revoked: (name) => `“${name}” revoked.`,
  keyCount: (count) => `${count} ${count === 1 ? 'key' : 'keys'}`,
}
