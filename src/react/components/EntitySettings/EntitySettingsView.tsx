'use client'
import { useMetricName } from '../../useMetricName.js'
import type { Entity } from '../../../core/schemas/entity.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { PeopleChips } from '../admin/PeopleChips.js'
import { useThemes } from '../../hooks/useThemes.js'
import { safeHref } from '../internal/safeUrl.js'
import { PreviewImage } from './PreviewImage.js'
import type { EntitySettingsLabels } from './EntitySettingsLabels.js'
import { entityTextFields, entityValues, type EntityField } from './entitySettingsValues.js'

const linkFields = new Set<EntityField>(['website', 'twitter', 'discord', 'telegram', 'instagram'])

type EntitySettingsViewProps = { entityId: string; entity: Entity; labels: EntitySettingsLabels; gateways: readonly string[] | undefined }

/**
 * The settings read-only, as admins see them. Link fields are free text on the service (values like "to be added"):
 * only a value that is an http(s) URL becomes a link; anything else shows as text. The default theme shows by its
 * title (its id until the themes are read, or when no theme has it).
 */
export function EntitySettingsView({ entityId, entity, labels, gateways }: EntitySettingsViewProps) {
  const values = entityValues(entity)
  const metricName = useMetricName()
  const themes = useThemes({ entityId })
  const self = useEngagementContext().session?.address
  const themeTitle = themes.data?.find((theme) => theme.id === values.defaultDyNftThemeId)?.title
  const shown: EntityField[] = [...entityTextFields, 'owners', 'defaultDyNftThemeId']
  return (
    <dl className="ek-entity-settings__view">
      {shown.map((field) => {
        const value = values[field].trim()
        const href = linkFields.has(field) ? safeHref(value) : undefined
        return (
          <div key={field} className="ek-entity-settings__entry" data-field={field}>
            <dt className="ek-muted">{labels.field[field]}</dt>
            <dd>
              {value === '' ? (
                <span className="ek-muted">{labels.notSet}</span>
              ) : field === 'imageUrl' || field === 'bannerUrl' ? (
                <span className="ek-entity-settings__image-entry" title={value}>
                  <PreviewImage
                    source={value}
                    gateways={gateways}
                    alt={labels.imagePreview(labels.field[field])}
                    className={`ek-entity-settings__image ek-entity-settings__image--${field}`}
                  />
                </span>
              ) : href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {value}
                </a>
              ) : field === 'owners' ? (
                <PeopleChips addresses={value.split('\n')} entityId={entityId} label={labels.field.owners} you={labels.you} self={self} />
              ) : field === 'defaultDyNftThemeId' ? (
                themeTitle || value
              ) : (
                value
              )}
            </dd>
          </div>
        )
      })}
      <div className="ek-entity-settings__entry" data-field="admins">
        <dt className="ek-muted">{labels.admins}</dt>
        <dd>
          {(entity.adminAddresses ?? []).length > 0 ? (
            <PeopleChips addresses={entity.adminAddresses ?? []} entityId={entityId} label={labels.admins} you={labels.you} self={self} />
          ) : (
            <span className="ek-muted">{labels.noAdmins}</span>
          )}
        </dd>
      </div>
      <div className="ek-entity-settings__entry" data-field="public">
        <dt className="ek-muted">{labels.publicLabel}</dt>
        <dd>{entity.public === false ? labels.publicOff : labels.publicOn}</dd>
      </div>
      <div className="ek-entity-settings__entry" data-field="streak">
        <dt className="ek-muted">{labels.streakLabel}</dt>
        <dd>
          {entity.streak ? (
            labels.streakSummary(metricName(entity.streak.metric), entity.streak.frequency, entity.streak.freezes.initial, entity.streak.freezes.earnEveryDays, entity.streak.freezes.max)
          ) : (
            <span className="ek-muted">{labels.streakOff}</span>
          )}
        </dd>
      </div>
    </dl>
  )
}
