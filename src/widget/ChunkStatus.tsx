import { useContext, type ReactNode } from 'react'
import { AppearanceContext } from '../react/AppearanceContext.js'
import { ComponentRoot } from '../react/components/internal/ComponentRoot.js'
import { StatusView } from '../react/components/internal/StatusView.js'
import { defaultWidgetLabels } from '../react/locales/WidgetLabels.js'
import type { ElementRecord } from './ElementRecord.js'

type ChunkStatusProps = { record: ElementRecord; name: string; failed: boolean; kind: 'wallet' | 'admin' | 'element' }

/** Stands in for an element whose code loads on demand (its component, wallet, admin) until it is there, or says it could not load. */
export function ChunkStatus({ record, name, failed, kind }: ChunkStatusProps): ReactNode {
  const { messages } = useContext(AppearanceContext)
  const labels = { ...defaultWidgetLabels, ...messages?.widget }
  const retryLabel = messages?.admin.retry ?? 'Try again'
  const loadingLabel = kind === 'wallet' ? labels.loadingWallet : labels.loading
  const failedMessage = kind === 'wallet' ? labels.walletFailed : kind === 'admin' ? labels.adminFailed : labels.elementFailed
  return (
    <ComponentRoot name={name} theme={record.theme} crashMessage={failedMessage} retryLabel={retryLabel} data-state={failed ? 'error' : 'loading'}>
      {failed ? <StatusView state="error" message={failedMessage} retryLabel={retryLabel} /> : <StatusView state="loading" label={loadingLabel} />}
    </ComponentRoot>
  )
}
