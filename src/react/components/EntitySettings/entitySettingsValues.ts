import type { Entity } from '../../../core/schemas/entity.js'
import type { EntityUpdate } from '../../../core/schemas/entityUpdate.js'
import { entityUpdateSchema } from '../../../core/schemas/entityUpdate.js'
import { parseAddressList } from '../admin/parseAddressList.js'
import { isKnownTimeZone } from './streakSettingsValues.js'
import { schemaFieldErrors, type FieldProblem } from '../admin/schemaFieldErrors.js'

/** The text fields of the settings form, in the order they show. */
export const entityTextFields = ['name', 'description', 'website', 'twitter', 'discord', 'telegram', 'instagram', 'openseaSlug', 'imageUrl', 'bannerUrl', 'timeZone'] as const
/** A field of the settings form. */
export type EntityField = (typeof entityTextFields)[number] | 'owners' | 'defaultDyNftThemeId'
/** What the form holds: every field as text (owners one address per line). */
export type EntityValues = Record<EntityField, string>

/** The form's starting values from the entity as read (the read side spells `imageURL`, `bannerURL`, `ownerAddress`). */
export function entityValues(entity: Entity): EntityValues {
  return {
    name: entity.name,
    description: entity.description,
    website: entity.website,
    twitter: entity.twitter,
    discord: entity.discord,
    telegram: entity.telegram,
    instagram: entity.instagram,
    openseaSlug: entity.openseaSlug,
    imageUrl: entity.imageURL,
    bannerUrl: entity.bannerURL,
    owners: (entity.ownerAddress ?? []).join('\n'),
    defaultDyNftThemeId: entity.defaultDyNftThemeId ?? '',
    timeZone: entity.timeZone ?? '',
  }
}

/** Why a field cannot be sent: the service's rules, plus owner lines that are not addresses. */
export type EntityProblem = FieldProblem | 'badOwners' | 'badTimeZone'

/**
 * Checks the values with the schema the service applies to row 7 and returns the body to send, or the problems by
 * field. Fields the service takes as optional are left out when empty, so nothing is cleared by accident.
 */
export function validateEntityValues(values: EntityValues, entity: Entity): { body: EntityUpdate; problems: null } | { body: null; problems: Partial<Record<EntityField, EntityProblem>> } {
  const owners = parseAddressList(values.owners)
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim())
  const body: EntityUpdate = {
    name: values.name.trim(),
    description: values.description,
    ownerAddresses: owners.valid,
    twitter: values.twitter.trim(),
    discord: values.discord.trim(),
    website: values.website.trim(),
    imageUrl: values.imageUrl.trim(),
    contracts: entity.contracts,
    openseaSlug: optional(values.openseaSlug),
    telegram: optional(values.telegram),
    instagram: optional(values.instagram),
    bannerUrl: optional(values.bannerUrl),
    defaultDyNftThemeId: optional(values.defaultDyNftThemeId),
    // '' clears a zone the entity had; none sent when it had none (a service without time zones is not asked).
    timeZone: optional(values.timeZone) ?? (entity.timeZone ? '' : undefined),
  }
  const found = schemaFieldErrors<string>(entityUpdateSchema, body)
  const problems: Partial<Record<EntityField, EntityProblem>> = {}
  for (const field of entityTextFields) if (found[field]) problems[field] = found[field]
  // A zone said as the service says it: a name this runtime knows, not an offset (the schema's refusal included).
  if (problems.timeZone || (values.timeZone.trim() !== '' && !isKnownTimeZone(values.timeZone.trim()))) problems.timeZone = 'badTimeZone'
  if (owners.invalid.length > 0) problems.owners = 'badOwners'
  else if (found.ownerAddresses) problems.owners = 'required'
  return Object.keys(problems).length === 0 ? { body, problems: null } : { body: null, problems }
}
