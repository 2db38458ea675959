import type { ReactNode } from 'react'

type StatusViewProps =
  | { state: 'loading'; label: string; children?: ReactNode }
  | { state: 'empty'; message: string; children?: ReactNode }
  | { state: 'error'; message: string; retryLabel: string; onRetry?: (() => void) | undefined }

/** The loading (skeleton), empty and error states every component shares. */
export function StatusView(props: StatusViewProps) {
  if (props.state === 'loading') {
    return (
      <div className="ek-state" data-state="loading" role="status" aria-busy="true">
        <span className="ek-visually-hidden">{props.label}</span>
        {props.children ?? (
          <>
            <span className="ek-skeleton" style={{ width: '60%' }} aria-hidden="true" />
            <span className="ek-skeleton" style={{ width: '90%' }} aria-hidden="true" />
            <span className="ek-skeleton" style={{ width: '75%' }} aria-hidden="true" />
          </>
        )}
      </div>
    )
  }
  if (props.state === 'empty') {
    return (
      <div className="ek-state" data-state="empty" role="status">
        <p>{props.message}</p>
        {props.children}
      </div>
    )
  }
  return (
    <div className="ek-state" data-state="error" role="alert">
      <p>{props.message}</p>
      {props.onRetry && (
        <button type="button" className="ek-button" data-variant="secondary" onClick={props.onRetry}>
          {props.retryLabel}
        </button>
      )}
    </div>
  )
}
