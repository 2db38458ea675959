'use client'
import type { Entity } from '../../core/schemas/entity.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { useEngagementContext } from '../EngagementContext.js'
import { useEntity } from './useEntity.js'

/**
 * What the signed-in caller may do in an entity, as the service decides it: `owner` (everything), `admin`
 * (everything but the entity's own settings, row 7), `member` (anyone else signed in: reads only), `signed-out`.
 */
export type CallerRole = 'owner' | 'admin' | 'member' | 'signed-out'

/** Parameters of {@link useCallerRole}. */
export type UseCallerRoleParameters = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
}

/** What {@link useCallerRole} returns. */
export type UseCallerRoleReturnType = {
  /** Undefined while the entity loads (or when it could not be read: see `error`). */
  role: CallerRole | undefined
  /** True for owners and admins: what every admin component needs. */
  canAdminister: boolean
  isPending: boolean
  error: EngagementError | null
  /** Reads the entity again, after an error. */
  refetch: () => void
}

const includes = (addresses: readonly string[] | undefined, address: string) => Boolean(addresses?.some((item) => item.toLowerCase() === address.toLowerCase()))

/** The caller's role in an entity, from its owner and admin lists: owners in `ownerAddress`, admins in `adminAddresses`. */
export function callerRoleOf(entity: Pick<Entity, 'ownerAddress' | 'adminAddresses'>, address: string | undefined): CallerRole {
  if (!address) return 'signed-out'
  if (includes(entity.ownerAddress, address)) return 'owner'
  return includes(entity.adminAddresses, address) ? 'admin' : 'member'
}

/** The signed-in caller's role in the entity (row 6), so a component shows only what the service would allow. */
export function useCallerRole(parameters: UseCallerRoleParameters = {}): UseCallerRoleReturnType {
  const { session } = useEngagementContext()
  const address = session?.address
  const entity = useEntity({ entityId: parameters.entityId, query: { enabled: Boolean(address) } })
  const role = !address ? 'signed-out' : entity.data ? callerRoleOf(entity.data, address) : undefined
  return {
    role,
    canAdminister: role === 'owner' || role === 'admin',
    isPending: role === undefined && !entity.error,
    error: address ? entity.error : null,
    refetch: () => void entity.refetch(),
  }
}
