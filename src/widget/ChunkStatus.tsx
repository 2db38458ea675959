import type { ReactNode } from 'react'
import { ComponentRoot } from '../react/components/internal/ComponentRoot.js'
import { StatusView } from '../react/components/internal/StatusView.js'
import type { ElementRecord } from './ElementRecord.js'

type ChunkStatusProps = { record: ElementRecord; name: string; failed: boolean; loadingLabel: string; failedMessage: string }

/** Stands in for an element whose code loads on demand (wallet, admin) until it is there, or says it could not load. */
export function ChunkStatus({ record, name, failed, loadingLabel, failedMessage }: ChunkStatusProps): ReactNode {
  return (
    <ComponentRoot name={name} theme={record.theme} crashMessage="Something went wrong." retryLabel="Retry" data-state={failed ? 'error' : 'loading'}>
      {failed ? <StatusView state="error" message={failedMessage} retryLabel="Retry" /> : <StatusView state="loading" label={loadingLabel} />}
    </ComponentRoot>
  )
}
