import { useEffect, useRef, type ReactNode } from 'react'
import { useConfirmSave } from './useConfirmSave.js'

export type FormActionsProps = {
  /** Edits not saved yet: `unsaved` says so beside the buttons until they are saved (left out, nothing is said). */
  dirty?: boolean
  unsaved?: string
  /** A save that failed: what and why, beside the buttons; announced, and the focus moves to it. */
  failure?: { title: string; cause?: string }
  /** Stays at the bottom of the view while a long form scrolls. */
  sticky?: boolean
  className?: string
  /** The buttons, the main one last. */
  children: ReactNode
}

/**
 * The bar at the end of every form: unsaved edits and a failed save are said here (the failure with its cause, taking
 * the focus, so it is never missed below the window), beside the form's buttons. A save that worked is confirmed by
 * the component's toast (useConfirmSave).
 */
export function FormActions({ dirty, unsaved, failure, sticky, className, children }: FormActionsProps): ReactNode {
  const failureRef = useRef<HTMLDivElement>(null)
  const failureKey = failure ? `${failure.title}\n${failure.cause ?? ''}` : undefined
  useEffect(() => {
    if (failureKey) failureRef.current?.focus()
  }, [failureKey])
  // A new edit: the last save's confirmation no longer tells the truth about the form.
  const confirmSave = useConfirmSave()
  useEffect(() => {
    if (dirty) confirmSave(null)
  }, [dirty, confirmSave])
  const state = failure ? 'failed' : dirty ? 'dirty' : 'clean'
  return (
    <div className={className ? `ek-form-actions ${className}` : 'ek-form-actions'} data-state={state} data-sticky={sticky || undefined}>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="ek-form-actions__failure" role="alert">
          <p className="ek-form-actions__failure-title">{failure.title}</p>
          {failure.cause && <p className="ek-form-actions__failure-cause">{failure.cause}</p>}
        </div>
      ) : (
        dirty && unsaved && <p className="ek-form-actions__unsaved">{unsaved}</p>
      )}
      <div className="ek-form-actions__buttons">{children}</div>
    </div>
  )
}
