'use client'
import type { Entity } from '../../../core/schemas/entity.js'
import { safeHref } from '../internal/safeUrl.js'
import { PreviewImage } from './PreviewImage.js'
import type { EntitySettingsLabels } from './EntitySettingsLabels.js'
import { entityTextFields, entityValues, type EntityField } from './entitySettingsValues.js'

const linkFields = new Set<EntityField>(['website', 'twitter', 'discord', 'telegram', 'instagram'])

/**
 * The settings read-only, as admins see them. Link fields are free text on the service (values like "to be added"):
 * only a value that is an http(s) URL becomes a link; anything else shows as text.
 */
export function EntitySettingsView({ entity, labels, gateways }: { entity: Entity; labels: EntitySettingsLabels; gateways: readonly string[] | undefined }) {
  const values = entityValues(entity)
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
                <ul className="ek-entity-settings__owners">
                  {value.split('\n').map((owner) => (
                    <li key={owner}>
                      <code>{owner}</code>
                    </li>
                  ))}
                </ul>
              ) : (
                value
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
