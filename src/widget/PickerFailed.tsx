import { useContext, useEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { AppearanceContext } from '../react/AppearanceContext.js'
import { ComponentRoot } from '../react/components/internal/ComponentRoot.js'
import { defaultWidgetLabels } from '../react/locales/WidgetLabels.js'
import type { ElementRecord } from './ElementRecord.js'

type PickerFailedProps = { container: HTMLElement; record: ElementRecord | undefined; onClose: () => void }

// The page's own picker could not load its code: the overlay is drawn here, through the CSSOM (which a
// Content-Security-Policy without 'unsafe-inline' allows), since the picker's stylesheet is in the code that failed.
const overlay = { position: 'fixed', inset: '0', zIndex: '2147483000', display: 'grid', placeItems: 'center', padding: '16px', background: 'rgb(10 12 16 / 0.5)' }

/**
 * Where a Sign in pressed on a page without `<engage-connect>` could not open the picker (the wallet code did not
 * load): says so where the person looks (with what to do: reload the page), and closes with its button or Escape.
 */
export function PickerFailed({ container, record, onClose }: PickerFailedProps): ReactNode {
  const { messages } = useContext(AppearanceContext)
  const labels = { ...defaultWidgetLabels, ...messages?.widget }
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    Object.assign(container.style, overlay)
    close.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      container.removeAttribute('style')
    }
  }, [container, onClose])
  return createPortal(
    <ComponentRoot name="connect-and-sign" theme={record?.theme} crashMessage={labels.walletFailed} retryLabel={messages?.admin.retry ?? 'Try again'}>
      <div role="alertdialog" aria-modal="true" aria-label={labels.walletFailed} className="ek-state" data-state="error">
        <p className="ek-state__title">{labels.walletFailed}</p>
        <button ref={close} type="button" className="ek-button" data-variant="secondary" onClick={onClose}>
          {messages?.ConnectAndSign?.close ?? 'Close'}
        </button>
      </div>
    </ComponentRoot>,
    container,
  )
}
