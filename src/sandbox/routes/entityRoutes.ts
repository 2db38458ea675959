import { forceAddSchema } from '../../core/schemas/entity.js'
import { entityUpdateSchema } from '../../core/schemas/entityUpdate.js'
import { lazyList } from '../http/jsonBody.js'
import { ok } from '../http/ok.js'
import type { Route } from '../http/route.js'
import { SandboxError } from '../http/SandboxError.js'
import { findEntity, requireRole } from '../model/access.js'
import { checkForceAdd, checkRoomFor, defaultChain, joinEntity, newcomers } from '../model/members.js'
import { memberView } from '../model/memberView.js'
import type { SandboxEntity, SandboxMember } from '../state.js'
import { forceAddUsers } from '../../core/actions/forceAddUsers.js'
import { getEntity } from '../../core/actions/getEntity.js'
import { listEntityUsers } from '../../core/actions/listEntityUsers.js'
import { updateEntity } from '../../core/actions/updateEntity.js'
import { routeFor } from '../http/routeFor.js'

/** Rows 6 to 9: read and update an entity, list its members, add members by hand. */
export const entityRoutes: Route[] = [
  {
    ...routeFor(getEntity),
    handle(context) {
      const { entity } = findEntity(context, context.param('entityId'))
      if (!entity.public && context.caller === null) throw new SandboxError(401, `entity ${entity.id} is not public: sign in to read it`)
      return ok(structuredClone(entity))
    },
  },
  {
    ...routeFor(updateEntity),
    handle(context) {
      const target = findEntity(context, context.param('entityId'))
      requireRole(context, target, 'owner')
      const update = context.body(entityUpdateSchema)
      const { entity } = target
      if (update.id !== undefined && update.id !== entity.id) throw new SandboxError(400, 'id must be the id of the entity in the path')
      const themeId = update.defaultDyNftThemeId
      if (themeId && !target.themes.some((theme) => theme.id === themeId)) {
        throw new SandboxError(400, `defaultDyNftThemeId must be a theme of entity ${entity.id}`)
      }
      const now = context.now()
      const owners = [...new Set(update.ownerAddresses)]
      checkRoomFor(target, newcomers(target, owners), context.limits.maxMembersPerEntity)
      const changes: Partial<SandboxEntity> = {
        name: update.name,
        description: update.description,
        ownerAddress: owners,
        twitter: update.twitter,
        discord: update.discord,
        website: update.website,
        imageURL: update.imageUrl,
      }
      // Optional fields left out of the body keep their value.
      if (update.contracts !== undefined) changes.contracts = update.contracts as SandboxEntity['contracts']
      if (update.openseaSlug !== undefined) changes.openseaSlug = update.openseaSlug
      if (update.telegram !== undefined) changes.telegram = update.telegram
      if (update.instagram !== undefined) changes.instagram = update.instagram
      if (update.bannerUrl !== undefined) changes.bannerURL = update.bannerUrl
      if (themeId !== undefined) changes.defaultDyNftThemeId = themeId === '' ? null : themeId
      Object.assign(entity, changes, { __v: entity.__v + 1, modifiedAt: now })
      for (const owner of owners) joinEntity(target, owner, defaultChain, now)
      return ok(structuredClone(entity))
    },
  },
  {
    ...routeFor(listEntityUsers),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      return { body: { success: true, users: lazyList(entity.members, (member) => memberView(entity, member)) } }
    },
  },
  {
    ...routeFor(forceAddUsers),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const { addresses, Chain } = context.body(forceAddSchema)
      const distinct = new Set(addresses)
      checkForceAdd(entity, distinct, context.limits)
      const now = context.now()
      const added = [...distinct]
        .map((address) => joinEntity(entity, address, Chain, now))
        .filter((member): member is SandboxMember => member !== undefined)
      return ok(added.map((member) => memberView(entity, member)))
    },
  },
]
