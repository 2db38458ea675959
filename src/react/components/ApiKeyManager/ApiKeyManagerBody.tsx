'use client'
import { useContext, useId, useState, type ReactNode } from 'react'
import type { CreatedApiKey, ApiKey } from '../../../core/schemas/apiKey.js'
import type { EngagementError } from '../../../core/EngagementError.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useApiKeys } from '../../hooks/useApiKeys.js'
import { useDeleteApiKey } from '../../hooks/useDeleteApiKey.js'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'
import { AdminGate } from '../admin/AdminGate.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import type { ApiKeyManagerLabels } from './ApiKeyManagerLabels.js'
import type { ApiKeyManagerProps } from './ApiKeyManagerProps.js'
import { ApiKeyRow } from './ApiKeyRow.js'
import { CreateApiKeyForm } from './CreateApiKeyForm.js'
import { NewApiKey } from './NewApiKey.js'
import { AppearanceContext } from '../../AppearanceContext.js'

type BodyProps = ApiKeyManagerProps & { labels: ApiKeyManagerLabels }

/** Title and what keys are for, then the gate (owners only, on a service with keys), then the form and the list. */
export function ApiKeyManagerBody(props: BodyProps) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  return (
    <section className="ek-admin-body ek-api-key-manager__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-api-key-manager__title">
        {labels.title}
      </Heading>
      <p className="ek-api-key-manager__intro ek-muted">{labels.intro}</p>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {(role) =>
          role === 'owner' ? (
            <Keys {...props} entityId={entityId!} skeleton={skeleton} />
          ) : (
            <div className="ek-state" data-state="forbidden" role="status">
              <p className="ek-state__title">{labels.ownersOnly}</p>
              <p className="ek-state__text">{labels.ownersOnlyHint}</p>
            </div>
          )
        }
      </AdminGate>
    </section>
  )
}

/** The service's offer first: keys only where it has them; then the form and the list, their saves confirmed in the toast. */
function Keys(props: BodyProps & { entityId: string; skeleton: ReactNode }) {
  const { labels, skeleton } = props
  const offers = useServiceInfo()
  if (offers.isError) return <StatusView state="error" message={labels.error} cause={loadErrorCause(offers.error, labels)} retryLabel={labels.retry} onRetry={() => void offers.refetch()} />
  if (!offers.data) return skeleton
  if (!offers.data.features.includes('api-keys')) return <StatusView state="empty" message={labels.unsupported} hint={labels.unsupportedHint} />
  return (
    <SaveToasts>
      <KeyList {...props} />
    </SaveToasts>
  )
}

/** The form (or the key just made, to copy) above the keys in use, each revocable: a revoked key is confirmed in the toast. */
function KeyList(props: BodyProps & { entityId: string; skeleton: ReactNode }) {
  const { entityId, labels, skeleton, onCreated, onRevoked } = props
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = props.locale ?? appearanceLocale
  const keys = useApiKeys({ entityId })
  const confirmSave = useConfirmSave()
  // The key just made: held here only, until the owner is done with it.
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const revoke = useDeleteApiKey({ entityId })
  const [failures, setFailures] = useState<Record<string, string>>({})
  const revokeKey = (key: ApiKey) => {
    setFailures(({ [key.id]: _gone, ...rest }) => rest)
    // Each revocation confirms itself (not only the last one sent), so two keys revoked quickly are both said.
    revoke.mutateAsync({ keyId: key.id }).then(
      () => {
        confirmSave(labels.revoked(key.name))
        onRevoked?.(key.id)
      },
      (error: EngagementError) => setFailures((all) => ({ ...all, [key.id]: `${labels.revokeFailed} ${error.status === 403 ? labels.ownersOnlyHint : loadErrorCause(error, labels)}` })),
    )
  }

  let list: ReactNode
  if (keys.isError && !keys.data) {
    list = <StatusView state="error" message={labels.error} cause={loadErrorCause(keys.error, labels)} retryLabel={labels.retry} onRetry={() => void keys.refetch()} />
  } else if (!keys.data) {
    list = skeleton
  } else if (keys.data.length === 0) {
    list = <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
  } else {
    list = (
      <>
        <ul className="ek-api-key-manager__list">
          {keys.data.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} labels={labels} locale={locale} failure={failures[key.id]} onRevoke={revokeKey} />
          ))}
        </ul>
        <p className="ek-api-key-manager__count ek-muted">{labels.keyCount(keys.data.length)}</p>
      </>
    )
  }
  return (
    <>
      {created ? (
        <NewApiKey created={created} labels={labels} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiKeyForm
          entityId={entityId}
          labels={labels}
          onCreated={(key) => {
            setCreated(key)
            onCreated?.({ id: key.id, name: key.name })
          }}
        />
      )}
      {list}
    </>
  )
}
