/** The strings of the toasts that confirm saves (SaveToasts): the `common` section of a locale. */
export type ToastLabels = {
  /** The toasts' region, as assistive tech names it. */
  notifications: string
  /** A toast's close button. */
  dismiss: string
}

/** English defaults of {@link ToastLabels}. */
export const defaultToastLabels: ToastLabels = {
  notifications: 'Notifications',
  dismiss: 'Dismiss',
}
