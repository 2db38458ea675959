import { useContext } from 'react'
import { SaveConfirmationContext, type ToastOptions } from './SaveConfirmationContext.js'

/**
 * How every save says it worked: `confirm(labels.saved)` shows the message in the toasts' region, announced
 * politely, for a few seconds (a new edit takes it away: FormActions does, as the form turns dirty). Failures are
 * said where the user looks instead (FormActions, beside the buttons).
 */
export function useConfirmSave(): (message: string | null, options?: ToastOptions) => void {
  return useContext(SaveConfirmationContext).confirm
}
