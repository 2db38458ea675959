import { createContext } from 'react'

/** Outside any SaveToasts: a confirmation goes nowhere. */
const nowhere = (_message: string | null, _options?: ToastOptions): void => {}

/** How long a toast stays, in ms (default 5 s; Infinity: until closed). */
export type ToastOptions = { duration?: number | undefined }

/**
 * Shows a save's confirmation in the toasts' region (SaveToasts), or with null takes the confirmations away; outside
 * one, nothing. `region` says whether a SaveToasts is around: an inner one then says its toasts in the outer one's
 * region, so a page (AdminPanel with its tabs) has one region, in one corner.
 */
export const SaveConfirmationContext = createContext<{ confirm: (message: string | null, options?: ToastOptions) => void; region: boolean }>({ confirm: nowhere, region: false })
