'use client'
import { useContext, useId, useState, type ReactNode } from 'react'
import type { EngagementError } from '../../../core/EngagementError.js'
import type { CreatedWebhook, Webhook, WebhookDelivery } from '../../../core/schemas/webhook.js'
import { listWebhookDeliveriesQueryKey } from '../../../query/listWebhookDeliveries.js'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useDeleteWebhook } from '../../hooks/useDeleteWebhook.js'
import { useRotateWebhookSecret } from '../../hooks/useRotateWebhookSecret.js'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'
import { useWebhooks } from '../../hooks/useWebhooks.js'
import { AdminGate } from '../admin/AdminGate.js'
import { OneTimeSecret } from '../admin/OneTimeSecret.js'
import { saveFailure } from '../admin/saveFailure.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { useConfirmSave } from '../internal/useConfirmSave.js'
import { CreateWebhookForm } from './CreateWebhookForm.js'
import { offersWebhooks } from './offersWebhooks.js'
import type { WebhookManagerLabels } from './WebhookManagerLabels.js'
import type { WebhookManagerProps } from './WebhookManagerProps.js'
import { WebhookRow } from './WebhookRow.js'

type BodyProps = WebhookManagerProps & { labels: WebhookManagerLabels }

/** Title and what webhooks are for, then the gate (owners only, on a service with webhooks), then the endpoints. */
export function WebhookManagerBody(props: BodyProps) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  return (
    <section className="ek-admin-body ek-webhook-manager__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-webhook-manager__title">
        {labels.title}
      </Heading>
      <p className="ek-webhook-manager__intro ek-muted">{labels.intro}</p>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {(role) =>
          role === 'owner' ? (
            <Offered {...props} entityId={entityId!} skeleton={skeleton} />
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

/** The service's offer first: webhooks only where it has them; then the endpoints, their changes confirmed in the toast. */
function Offered(props: BodyProps & { entityId: string; skeleton: ReactNode }) {
  const { labels, skeleton } = props
  const offers = useServiceInfo()
  if (offers.isError) return <StatusView state="error" message={labels.error} cause={loadErrorCause(offers.error, labels)} retryLabel={labels.retry} onRetry={() => void offers.refetch()} />
  if (!offers.data) return skeleton
  if (!offersWebhooks(offers.data)) return <StatusView state="empty" message={labels.unsupported} hint={labels.unsupportedHint} />
  return (
    <SaveToasts>
      <Endpoints {...props} />
    </SaveToasts>
  )
}

/**
 * The add form (closed behind a button once there are endpoints), or the secret just made, to copy; then the
 * endpoints, each deletable and rotatable after asking, with its deliveries.
 */
function Endpoints(props: BodyProps & { entityId: string; skeleton: ReactNode }) {
  const { entityId, labels, skeleton, onCreated, onDeleted, onRotated } = props
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = props.locale ?? appearanceLocale
  const context = useEngagementContext()
  const hooks = useWebhooks({ entityId })
  const confirmSave = useConfirmSave()
  // Secrets just made: held here only, until the owner is done with them.
  const [created, setCreated] = useState<CreatedWebhook | null>(null)
  const [rotated, setRotated] = useState<Record<string, CreatedWebhook>>({})
  const [adding, setAdding] = useState(false)
  const [failures, setFailures] = useState<Record<string, string>>({})
  const remove = useDeleteWebhook({ entityId })
  const rotate = useRotateWebhookSecret({ entityId })

  const failed = (hook: Webhook, what: string) => (error: EngagementError) => {
    const { title, cause } = saveFailure(error, labels)
    setFailures((all) => ({ ...all, [hook.id]: `${what} ${error.status === 403 ? labels.ownersOnlyHint : (cause ?? title)}` }))
  }
  const clearFailure = (hook: Webhook) => setFailures(({ [hook.id]: _gone, ...rest }) => rest)
  const deleteHook = (hook: Webhook) => {
    clearFailure(hook)
    remove.mutateAsync({ hookId: hook.id }).then(() => {
      confirmSave(labels.deleted(hook.url))
      onDeleted?.(hook.id)
    }, failed(hook, labels.deleteFailed))
  }
  const rotateHook = (hook: Webhook) => {
    clearFailure(hook)
    rotate.mutateAsync({ hookId: hook.id }).then(({ data }) => {
      if (!data?.secret) return setFailures((all) => ({ ...all, [hook.id]: labels.secretMissing }))
      setRotated((all) => ({ ...all, [hook.id]: data }))
      onRotated?.(hook.id)
    }, failed(hook, labels.rotateFailed))
  }
  const retried = (hook: Webhook) => (delivery: WebhookDelivery) => {
    // The row as the service answered, at once; the list is read again as well (the retry invalidates it).
    const key = listWebhookDeliveriesQueryKey({ entityId, hookId: hook.id, caller: context.session?.address })
    context.queryClient.setQueryData<WebhookDelivery[]>(key, (rows) => rows?.map((row) => (row.id === delivery.id ? delivery : row)))
    // A retry turns a stopped endpoint back on.
    if (hook.disabledAt !== null) void hooks.refetch()
  }

  let list: ReactNode
  if (hooks.isError && !hooks.data) {
    const unsupported = hooks.error.status === 404
    list = unsupported ? (
      <StatusView state="empty" message={labels.unsupported} hint={labels.unsupportedHint} />
    ) : (
      <StatusView state="error" message={labels.error} cause={loadErrorCause(hooks.error, labels)} retryLabel={labels.retry} onRetry={() => void hooks.refetch()} />
    )
  } else if (!hooks.data) {
    list = skeleton
  } else if (hooks.data.length === 0) {
    list = created ? null : <StatusView state="empty" message={labels.empty} hint={labels.emptyHint} />
  } else {
    list = (
      <>
        <ul className="ek-webhook-manager__list">
          {hooks.data.map((hook) => (
            <WebhookRow
              key={hook.id}
              entityId={entityId}
              webhook={hook}
              labels={labels}
              locale={locale}
              failure={failures[hook.id]}
              rotated={rotated[hook.id]}
              onDelete={deleteHook}
              onRotate={rotateHook}
              onRotatedDone={() => setRotated(({ [hook.id]: _gone, ...rest }) => rest)}
              onRetried={retried(hook)}
              renderEndpoint={props.renderEndpoint}
              renderDeliveryEvent={props.renderDeliveryEvent}
            />
          ))}
        </ul>
        <p className="ek-webhook-manager__count ek-muted">{labels.endpointCount(hooks.data.length)}</p>
      </>
    )
  }
  const some = (hooks.data?.length ?? 0) > 0
  let top: ReactNode = null
  if (created) {
    top = <OneTimeSecret title={labels.createdTitle} hint={labels.createdHint} fieldLabel={labels.secretLabel} secret={created.secret} labels={labels} onDone={() => setCreated(null)} />
  } else if (hooks.data && (adding || !some)) {
    top = (
      <CreateWebhookForm
        entityId={entityId}
        labels={labels}
        onCancel={some ? () => setAdding(false) : undefined}
        onCreated={(hook) => {
          setCreated(hook)
          setAdding(false)
          onCreated?.({ id: hook.id, url: hook.url })
        }}
      />
    )
  } else if (some) {
    top = (
      <div className="ek-webhook-manager__toolbar">
        <button type="button" className="ek-button" onClick={() => setAdding(true)}>
          {labels.addEndpoint}
        </button>
      </div>
    )
  }
  return (
    <>
      {top}
      {list}
    </>
  )
}
