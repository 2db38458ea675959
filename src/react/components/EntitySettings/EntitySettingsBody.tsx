'use client'
import { useId, type ReactNode } from 'react'
import { useEngagementContext } from '../../EngagementContext.js'
import { useEntity } from '../../hooks/useEntity.js'
import { AdminGate } from '../admin/AdminGate.js'
import { Heading } from '../internal/Heading.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import { SaveToasts } from '../internal/SaveToasts.js'
import { StatusView } from '../internal/StatusView.js'
import { EntitySettingsForm } from './EntitySettingsForm.js'
import type { EntitySettingsLabels } from './EntitySettingsLabels.js'
import type { EntitySettingsProps } from './EntitySettingsProps.js'
import { EntitySettingsView } from './EntitySettingsView.js'

/** Title, then the gate: owners get the form, admins the settings read-only, members a plain refusal. */
export function EntitySettingsBody(props: EntitySettingsProps & { labels: EntitySettingsLabels }) {
  const { labels, headingLevel = 2 } = props
  const context = useEngagementContext()
  const entityId = props.entityId ?? context.entityId
  const titleId = useId()
  const skeleton = <StatusView state="loading" label={labels.loading} />
  return (
    <section className="ek-admin-body ek-entity-settings__body" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="ek-entity-settings__title">
        {labels.title}
      </Heading>
      <AdminGate entityId={entityId} labels={labels} skeleton={skeleton}>
        {(role) => <Settings entityId={entityId!} role={role} props={props} labels={labels} skeleton={skeleton} />}
      </AdminGate>
    </section>
  )
}

function Settings({ entityId, role, props, labels, skeleton }: { entityId: string; role: 'owner' | 'admin'; props: EntitySettingsProps; labels: EntitySettingsLabels; skeleton: ReactNode }) {
  const entity = useEntity({ entityId })
  if (entity.isError && !entity.data) {
    return <StatusView state="error" message={labels.error} cause={loadErrorCause(entity.error, labels)} retryLabel={labels.retry} onRetry={() => void entity.refetch()} />
  }
  if (!entity.data) return skeleton
  if (role === 'admin') {
    return (
      <>
        <p className="ek-entity-settings__note" role="note">
          {labels.ownersOnly}
        </p>
        <EntitySettingsView entityId={entityId} entity={entity.data} labels={labels} gateways={props.gateways} />
      </>
    )
  }
  // Keyed by the entity's version: a save by someone else starts the form over from what the service now has.
  return (
    <SaveToasts>
      <EntitySettingsForm key={entity.data.id} entityId={entityId} entity={entity.data} labels={labels} gateways={props.gateways} onSaved={props.onSaved} />
    </SaveToasts>
  )
}
