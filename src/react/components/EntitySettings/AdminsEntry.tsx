'use client'
import type { Entity } from '../../../core/schemas/entity.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { PeopleChips } from '../admin/PeopleChips.js'
import type { EntitySettingsLabels } from './EntitySettingsLabels.js'

/**
 * The community's admins, read only (row 7 changes owners, not admins): their chips, or "None" without any. In the
 * owner's form beside the owners, and in the settings as admins read them.
 */
export function AdminsEntry({ id, entityId, entity, labels }: { id: string; entityId: string; entity: Entity; labels: EntitySettingsLabels }) {
  const self = useEngagementContext().session?.address
  const admins = entity.adminAddresses ?? []
  return (
    <div className="ek-field ek-entity-settings__admins" data-field="admins">
      <p id={id} className="ek-field__label">
        {labels.admins}
      </p>
      {admins.length > 0 ? <PeopleChips addresses={admins} entityId={entityId} label={labels.admins} you={labels.you} self={self} /> : <p className="ek-muted">{labels.noAdmins}</p>}
      <p className="ek-field__hint">{labels.adminsHint}</p>
    </div>
  )
}
