/** The strings of the toasts that confirm saves (SaveToasts): the `common` section of a locale. */
export type ToastLabels = {
  /** A toast's close button. */
  dismiss: string
}

/** English defaults of {@link ToastLabels}. */
export const defaultToastLabels: ToastLabels = {
  dismiss: 'Dismiss',
}
