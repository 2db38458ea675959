import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { SaveConfirmationContext } from './SaveConfirmationContext.js'
import { defaultToastLabels } from './toastLabels.js'
import { useLabels } from './useLabels.js'

/** How long a confirmation stays. */
const showForMs = 5000
/** At most this many at once: the oldest goes first. */
const most = 3

type Toast = { id: number; message: string; duration: number }

/**
 * The one place saves are confirmed: toasts stacked in one corner of the window (the bottom's start, away from the
 * save bars' buttons at the end and the member drawer; the top on a phone), each closable and gone after a few
 * seconds (or the `duration` a confirmation asks for), in a polite live region that is there before anything is said in it. Inside another SaveToasts (an
 * AdminPanel's tabs) it says its toasts in that one's region: one region per page. It may wrap a component's loading
 * and error states too: empty, it is no status.
 */
export function SaveToasts({ children }: { children: ReactNode }): ReactNode {
  const outer = useContext(SaveConfirmationContext)
  const labels = useLabels([], defaultToastLabels, undefined)
  const [toasts, setToasts] = useState<readonly Toast[]>([])
  const next = useRef(0)
  const confirm = useCallback((message: string | null, options?: { duration?: number | undefined }) => {
    if (message === null) return setToasts([])
    next.current += 1
    const id = next.current
    const duration = options?.duration ?? showForMs
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, message, duration }].slice(-most))
  }, [])
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), [])
  const value = useMemo(() => ({ confirm, region: true }), [confirm])
  if (outer.region) return children
  return (
    <SaveConfirmationContext.Provider value={value}>
      {/* A live region from the start (so what is put in it is read out), but no status of its own until it says something. */}
      {/* No landmark: several components on one page would each add one of the same name. */}
      <div className="ek-toasts" aria-live="polite" data-state={toasts.length ? 'open' : 'empty'}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={labels.dismiss} onDismiss={dismiss} />
        ))}
      </div>
      {children}
    </SaveConfirmationContext.Provider>
  )
}

function ToastItem({ toast, dismissLabel, onDismiss }: { toast: Toast; dismissLabel: string; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (!Number.isFinite(toast.duration)) return
    const timeout = setTimeout(() => onDismiss(toast.id), toast.duration)
    return () => clearTimeout(timeout)
  }, [toast.id, toast.duration, onDismiss])
  return (
    <div className="ek-toast" role="status">
      <p className="ek-toast__message">{toast.message}</p>
      <button type="button" className="ek-toast__dismiss" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
