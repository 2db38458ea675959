import { isTimeZone } from '../leaderboard/periodWindow.js'
import type { Entity } from '../state.js'

/**
 * The time zone a member's periods follow: their profile's (`own`), else the entity's, else UTC (a zone the runtime
 * no longer knows is passed over).
 */
export function memberTimeZone(own: string | undefined, entity: Entity): string {
  if (own && isTimeZone(own)) return own
  if (entity.timeZone && isTimeZone(entity.timeZone)) return entity.timeZone
  return 'UTC'
}
