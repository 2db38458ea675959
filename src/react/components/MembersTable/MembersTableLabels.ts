import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'

/** Every visible (and screen-reader) string of {@link MembersTable}; pass some or all through `labels` to translate. */
export type MembersTableLabels = AdminLabels & {
  title: string
  loading: string
  error: string
  empty: string
  emptyHint: string
  searchLabel: string
  /** Under the table: how many members match the search, of how many. */
  memberCount: (shown: number, total: number) => string
  noMatch: string
  addressColumn: string
  roleColumn: string
  chainColumn: string
  joinedColumn: string
  /** Shown for a member without a join date or chain. */
  unknown: string
  roles: Record<'owner' | 'admin' | 'member', string>
  /** A member's button that opens their counters. */
  counters: string
  /** The chosen member's counters: `who` is the member's name, else the short address. */
  countersOf: (who: string) => string
  close: string
  countersError: string
  noCounters: string
  adjustTitle: string
  metricLabel: string
  amountLabel: string
  amountHint: string
  reasonLabel: string
  reasonHint: string
  adjust: string
  /** Said in the toast once an adjustment is saved. */
  adjusted: string
  /** The amount must be a whole number other than 0. */
  amountInvalid: string
  historyTitle: string
  historyHint: string
  /** One line of the local history; `metric` is the metric as members read it ("XP", "Events attended"). */
  /** `address` is the member as named above (the name, else the short address). */
  historyEntry: (entry: { address: string; metric: string; amount: number; reason: string }) => string
  addTitle: string
  addressesLabel: string
  addressesHint: string
  chainLabel: string
  addReady: (count: number) => string
  addDuplicates: (addresses: string) => string
  addInvalid: (entries: string) => string
  addNothing: string
  addMembers: (count: number) => string
  /** Said in the toast once members were added. */
  added: (count: number) => string
  /** In the join date column of a member being added. */
  adding: string
  /** The badge of a member left off the boards, and the label of the drawer's switch that hides or shows them. */
  hiddenFromBoards: string
  /** Under the switch: what hiding does. */
  hiddenHint: string
  /** Said in the toast once a member is hidden from the boards. */
  hiddenSaved: string
  /** Said in the toast once a member is shown on the boards again. */
  shownSaved: string
}

/** English defaults of {@link MembersTableLabels}. */
export const defaultMembersTableLabels: MembersTableLabels = {
  ...defaultAdminLabels,
  title: 'Members',
  loading: 'Loading members…',
  error: 'Couldn’t load the members.',
  empty: 'No members yet',
  emptyHint: 'Members join with their first contribution, or add them below.',
  searchLabel: 'Search members',
  memberCount: (shown, total) => (shown === total ? `${total.toLocaleString('en')} ${total === 1 ? 'member' : 'members'}` : `${shown.toLocaleString('en')} of ${total.toLocaleString('en')} members`),
  noMatch: 'No member matches the search.',
  addressColumn: 'Member',
  roleColumn: 'Role',
  chainColumn: 'Chain',
  joinedColumn: 'Joined',
  unknown: '–',
  roles: { owner: 'Owner', admin: 'Admin', member: 'Member' },
  counters: 'Counters',
  countersOf: (who) => `Counters of ${who}`,
  close: 'Close',
  countersError: 'Couldn’t load this member’s counters.',
  noCounters: 'No counters yet.',
  adjustTitle: 'Adjust a counter',
  metricLabel: 'Metric',
  amountLabel: 'Change by',
  amountHint: 'A whole number; below 0 takes away.',
  reasonLabel: 'Reason',
  reasonHint: 'Kept in the history below on this page.',
  adjust: 'Adjust',
  adjusted: 'Counter adjusted.',
  amountInvalid: 'Enter a whole number other than 0.',
  historyTitle: 'Adjustments made here',
  historyHint: 'This history stays on this page only.',
  historyEntry: ({ address, metric, amount, reason }) => `${metric} ${amount > 0 ? '+' : ''}${amount} for ${address}: ${reason}`,
  addTitle: 'Add members',
  addressesLabel: 'Wallet addresses',
  addressesHint: 'Paste addresses one per line, or separated by commas or spaces.',
  chainLabel: 'Chain',
  addReady: (count) => `${count} new ${count === 1 ? 'address' : 'addresses'} to add.`,
  addDuplicates: (addresses) => `Left out, already members or repeated: ${addresses}.`,
  addInvalid: (entries) => `Left out, not wallet addresses: ${entries}.`,
  addNothing: 'Nothing new to add.',
  addMembers: (count) => (count === 0 ? 'Add members' : count === 1 ? 'Add 1 member' : `Add ${count} members`),
  added: (count) => (count === 1 ? '1 member added.' : `${count} members added.`),
  adding: 'Adding…',
  hiddenFromBoards: 'Hidden from boards',
  hiddenHint: 'Keeps their counters, but leaves them off every leaderboard and rank. For staff, bots and test wallets.',
  hiddenSaved: 'Hidden from the boards.',
  shownSaved: 'Shown on the boards again.',
}
