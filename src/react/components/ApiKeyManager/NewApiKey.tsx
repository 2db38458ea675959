'use client'
import type { CreatedApiKey } from '../../../core/schemas/apiKey.js'
import { OneTimeSecret } from '../admin/OneTimeSecret.js'
import type { ApiKeyManagerLabels } from './ApiKeyManagerLabels.js'

type NewApiKeyProps = { created: CreatedApiKey; labels: ApiKeyManagerLabels; onDone: () => void }

/** The key just created, shown this once: selected on arrival, a Copy button, and Done to put it away for good. */
export function NewApiKey({ created, labels, onDone }: NewApiKeyProps) {
  return <OneTimeSecret title={labels.createdTitle(created.name)} hint={labels.createdHint} fieldLabel={labels.keyLabel} secret={created.key} labels={labels} onDone={onDone} />
}
