import { entityUpdateSchema } from '../../core/schemas/entityUpdate.js'
import { defineCommand } from '../Command.js'
import { changeEntity } from '../rules/changeEntity.js'
import { defaultChain } from '../rules/defaultChain.js'
import { isTimeZone } from '../leaderboard/periodWindow.js'
import { parseInput } from '../rules/parseInput.js'
import { joinedEvents, tellEvents } from '../rules/tellEvents.js'
import { ServiceError } from '../ServiceError.js'
import type { JsonValue } from '../state.js'
import type { EntityChanges } from '../store/Store.js'

/**
 * Row 7 (owners): the entity's fields under their write names, stored under their read names; optional fields left
 * out keep their value (`public` among them: false keeps the entity to its members). New owners become members.
 * Its events (`member.joined` for each new member, `entity.updated`) are written with it.
 */
export const updateEntityCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: (raw) => parseInput(entityUpdateSchema, raw.body()),
  async run(tx, context, update) {
    const { entity, now, limits } = context
    if (update.id !== undefined && update.id !== entity.id) throw new ServiceError('invalid-input', 'id must be the id of the entity in the path')
    const themeId = update.defaultDyNftThemeId
    if (themeId && !(await tx.themes(entity.id)).some((theme) => theme.id === themeId)) {
      throw new ServiceError('invalid-input', `defaultDyNftThemeId must be a theme of entity ${entity.id}`)
    }
    const owners = [...new Set(update.ownerAddresses)]
    const changes: EntityChanges = {
      name: update.name,
      description: update.description,
      ownerAddress: owners,
      twitter: update.twitter,
      discord: update.discord,
      website: update.website,
      imageURL: update.imageUrl,
    }
    if (update.contracts !== undefined) changes.contracts = update.contracts as JsonValue[]
    if (update.openseaSlug !== undefined) changes.openseaSlug = update.openseaSlug
    if (update.telegram !== undefined) changes.telegram = update.telegram
    if (update.instagram !== undefined) changes.instagram = update.instagram
    if (update.bannerUrl !== undefined) changes.bannerURL = update.bannerUrl
    if (themeId !== undefined) changes.defaultDyNftThemeId = themeId === '' ? null : themeId
    if (update.public !== undefined) changes.public = update.public
    if (update.timeZone !== undefined) {
      if (update.timeZone !== '' && !isTimeZone(update.timeZone)) throw new ServiceError('invalid-input', 'timeZone must be an IANA time zone such as Europe/Paris or UTC', { field: 'timeZone' })
      changes.timeZone = update.timeZone === '' ? null : update.timeZone
    }
    const joined = await tx.join(entity.id, owners, { chain: defaultChain, maxMembers: limits.maxMembersPerEntity, now })
    await tellEvents(tx, context, joinedEvents(entity.id, joined, now))
    return changeEntity(tx, context, changes)
  },
})
