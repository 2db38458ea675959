import type { ReactNode } from 'react'

type StatusViewProps =
  | { state: 'loading'; label: string; children?: ReactNode }
  | { state: 'empty'; message: string; hint?: string | undefined; children?: ReactNode }
  | { state: 'error'; message: string; cause?: string | undefined; retryLabel: string; onRetry?: (() => void) | undefined }

/**
 * The loading (a skeleton in the component's shape), empty and error states every component shares: a title,
 * the cause or hint in plain words, and the action (Try again).
 */
export function StatusView(props: StatusViewProps) {
  if (props.state === 'loading') {
    return (
      <div className="ek-state" data-state="loading" role="status" aria-busy="true">
        <span className="ek-visually-hidden">{props.label}</span>
        {props.children ?? (
          <>
            <span className="ek-skeleton" data-shape="title" data-width="short" aria-hidden="true" />
            <span className="ek-skeleton" data-width="long" aria-hidden="true" />
            <span className="ek-skeleton" data-width="medium" aria-hidden="true" />
          </>
        )}
      </div>
    )
  }
  if (props.state === 'empty') {
    return (
      <div className="ek-state" data-state="empty" role="status">
        <p className="ek-state__title">{props.message}</p>
        {props.hint && <p className="ek-state__text">{props.hint}</p>}
        {props.children}
      </div>
    )
  }
  return (
    <div className="ek-state" data-state="error" role="alert">
      <p className="ek-state__title">{props.message}</p>
      {props.cause && <p className="ek-state__text">{props.cause}</p>}
      {props.onRetry && (
        <button type="button" className="ek-button" data-variant="secondary" onClick={props.onRetry}>
          {props.retryLabel}
        </button>
      )}
    </div>
  )
}
