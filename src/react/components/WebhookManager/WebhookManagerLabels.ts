import { defaultAdminLabels, type AdminLabels } from '../admin/AdminLabels.js'
import type { OneTimeSecretLabels } from '../admin/OneTimeSecret.js'

/** Where a delivery stands, as the service says it. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed'

/** Every visible (and screen-reader) string of {@link WebhookManager}; pass some or all through `labels` to translate. */
export type WebhookManagerLabels = AdminLabels &
  OneTimeSecretLabels & {
    title: string
    intro: string
    loading: string
    error: string
    /** Shown to an admin: only owners manage webhooks. */
    ownersOnly: string
    ownersOnlyHint: string
    /** The service has no webhooks (a service of the spec alone). */
    unsupported: string
    unsupportedHint: string
    empty: string
    emptyHint: string
    /** Opens the form; also the form's name. */
    addEndpoint: string
    add: string
    adding: string
    urlLabel: string
    urlHint: string
    /** Not an http(s) URL, or one with a user, a password or a fragment. */
    urlInvalid: string
    /** The service refused the URL's host: this machine, a private network or a cloud's metadata address. */
    urlPrivate: string
    /** Any other refusal of the URL, followed by the service's own words. */
    urlRefused: string
    descriptionLabel: string
    descriptionHint: string
    eventsLabel: string
    allEvents: string
    allEventsHint: string
    someEvents: string
    /** "Only these events" with none ticked. */
    pickEvents: string
    /** A group's box that ticks every event of the group, e.g. "All member events". */
    eventGroup: (group: string) => string
    /** The new endpoint's secret, shown this once. */
    createdTitle: string
    createdHint: string
    secretLabel: string
    /** The service answered without the secret. */
    secretMissing: string
    /** A rotated secret, shown this once. */
    rotatedTitle: string
    rotatedHint: string
    enabled: string
    disabled: string
    /** When the service stopped sending; its reason follows. */
    disabledOn: (date: string) => string
    /** Why the service stopped, for the reasons it gives: the endpoint answered 410 Gone, or failed for 5 days. */
    stoppedGone: string
    stoppedFailing: string
    /** Under a disabled endpoint: how to turn it back on. */
    disabledHint: string
    /** The newest delivery's outcome, on the endpoint's row. */
    lastDelivery: (status: string, time: string) => string
    noDeliveries: string
    deliveries: string
    /** The deliveries toggle's and table's name. */
    deliveriesOf: (url: string) => string
    deliveriesLoading: string
    deliveriesError: string
    deliveriesEmpty: string
    deliveriesEmptyHint: string
    columns: { event: string; status: string; response: string; duration: string; time: string; nextTry: string; actions: string }
    status: Record<WebhookDeliveryStatus, string>
    /** The response column when no answer came (a timeout, a refused connection): the error follows. */
    noResponse: string
    durationMs: (milliseconds: string) => string
    attempts: (count: number) => string
    resend: string
    resendDelivery: (event: string) => string
    resending: string
    resendFailed: string
    /** Said in the toast once a delivery is sent again. */
    resent: (event: string) => string
    /** The menu button of an endpoint's other actions (rotate, delete). */
    moreOf: (url: string) => string
    rotate: string
    rotateEndpoint: (url: string) => string
    confirmRotate: string
    rotateFailed: string
    delete: string
    deleteEndpoint: (url: string) => string
    confirmDelete: (url: string) => string
    deleteFailed: string
    /** Said in the toast once an endpoint is deleted. */
    deleted: (url: string) => string
    endpointCount: (count: number) => string
  }

/** English defaults of {@link WebhookManagerLabels}. */
export const defaultWebhookManagerLabels: WebhookManagerLabels = {
  ...defaultAdminLabels,
  title: 'Webhooks',
  intro: 'The service POSTs this community’s events to your endpoints as they happen, each signed so your server can check it came from here. Failed deliveries are tried again for up to 5 days.',
  loading: 'Loading webhooks…',
  error: 'Couldn’t load the webhooks.',
  ownersOnly: 'Owners only',
  ownersOnlyHint: 'Only the community’s owners can add and change webhooks.',
  unsupported: 'This service has no webhooks.',
  unsupportedHint: 'engagekit-server and the sandbox offer them; a service of the spec alone does not.',
  empty: 'No endpoints yet',
  emptyHint: 'Add one to have members joining, points, levels and profile changes sent to your server as they happen.',
  addEndpoint: 'Add endpoint',
  add: 'Add endpoint',
  adding: 'Adding…',
  urlLabel: 'Endpoint URL',
  urlHint: 'A public https address on your server, e.g. https://example.com/webhooks/engagekit.',
  urlInvalid: 'Enter a full http(s) URL, without a user name, a password or a #fragment.',
  urlPrivate: 'This URL points at a private network or this machine, which the service won’t send to. Use a public address.',
  urlRefused: 'The service refused this URL:',
  descriptionLabel: 'Description',
  descriptionHint: 'Optional: what receives these events, for whoever reads this list later.',
  eventsLabel: 'Events to send',
  allEvents: 'All events',
  allEventsHint: 'Every event type, including those added later.',
  someEvents: 'Only the events I pick',
  pickEvents: 'Pick at least one event, or send all events.',
  eventGroup: (group) => `All ${group} events`,
  createdTitle: 'Endpoint added. Copy its signing secret',
  createdHint: 'You won’t see it again. Your server checks each delivery’s webhook-signature header with it (Standard Webhooks).',
  secretLabel: 'Signing secret',
  secretMissing: 'The endpoint was added but the service did not send its secret. Rotate the secret below to get one.',
  rotatedTitle: 'New signing secret',
  rotatedHint: 'You won’t see it again. For 24 hours deliveries are signed with both the old and the new secret: switch your server over before then.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Couldn’t copy: the secret is selected, copy it with your keyboard.',
  done: 'Done',
  enabled: 'Enabled',
  disabled: 'Disabled',
  disabledOn: (date) => `Stopped ${date}:`,
  stoppedGone: 'Your endpoint answered 410 Gone.',
  stoppedFailing: 'Your endpoint failed every attempt for 5 days.',
  disabledHint: 'Retry a delivery to turn it back on.',
  lastDelivery: (status, time) => `Last delivery: ${status} · ${time}`,
  noDeliveries: 'No deliveries yet',
  deliveries: 'Deliveries',
  deliveriesOf: (url) => `Deliveries to ${url}`,
  deliveriesLoading: 'Loading deliveries…',
  deliveriesError: 'Couldn’t load the deliveries.',
  deliveriesEmpty: 'No deliveries yet',
  deliveriesEmptyHint: 'Each event this endpoint takes shows up here with its outcome, newest first.',
  columns: { event: 'Event', status: 'Status', response: 'Response', duration: 'Duration', time: 'Time', nextTry: 'Next try', actions: 'Actions' },
  status: { delivered: 'Delivered', pending: 'Pending', failed: 'Failed' },
  noResponse: 'No response',
  durationMs: (milliseconds) => `${milliseconds} ms`,
  attempts: (count) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  resend: 'Retry',
  resendDelivery: (event) => `Retry ${event}`,
  resending: 'Retrying…',
  resendFailed: 'Couldn’t retry the delivery.',
  resent: (event) => `${event} is being sent again.`,
  moreOf: (url) => `More actions for ${url}`,
  rotate: 'Rotate secret',
  rotateEndpoint: (url) => `Rotate the secret of ${url}`,
  confirmRotate: 'Make a new signing secret? It is shown once; the old one keeps signing for 24 hours.',
  rotateFailed: 'Couldn’t rotate the secret.',
  delete: 'Delete',
  deleteEndpoint: (url) => `Delete ${url}`,
  confirmDelete: (url) => `Delete ${url}? Nothing more is sent to it, and its pending deliveries are dropped.`,
  deleteFailed: 'Couldn’t delete the endpoint.',
  deleted: (url) => `${url} deleted.`,
  endpointCount: (count) => `${count} ${count === 1 ? 'endpoint' : 'endpoints'}`,
}
