import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { SaveConfirmationContext } from './SaveConfirmationContext.js'

/** How long a confirmation stays. */
const showForMs = 5000

/**
 * The one place a component confirms its saves: a toast over the top of the component (or of the window, while the
 * component's top is scrolled away), never over the form's buttons, in a polite live region that is there before anything is said in it. It may wrap a
 * component's loading and error states too: empty, it is no status.
 */
export function SaveToasts({ children }: { children: ReactNode }): ReactNode {
  const [toast, setToast] = useState<{ id: number; message: string }>()
  const confirm = useCallback((message: string | null) => setToast((previous) => (message === null ? undefined : { id: (previous?.id ?? 0) + 1, message })), [])
  useEffect(() => {
    if (!toast) return
    const timeout = setTimeout(() => setToast(undefined), showForMs)
    return () => clearTimeout(timeout)
  }, [toast])
  return (
    <SaveConfirmationContext.Provider value={confirm}>
      {/* A live region from the start (so what is put in it is read out), but no status of its own until it says something. */}
      <div className="ek-toasts" aria-live="polite">
        {toast && (
          <p key={toast.id} className="ek-toast" role="status">
            {toast.message}
          </p>
        )}
      </div>
      {children}
    </SaveConfirmationContext.Provider>
  )
}
