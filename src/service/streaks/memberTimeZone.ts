import { isTimeZone } from '../leaderboard/periodWindow.js'
import type { Entity } from '../state.js'
import type { UserRecord } from '../store/Store.js'

/** The time zone a member's periods follow: their profile's, else the entity's, else UTC (a zone the runtime no longer knows is passed over). */
export function memberTimeZone(user: UserRecord | undefined, entity: Entity): string {
  const own = user?.profile.timeZone
  if (own && isTimeZone(own)) return own
  if (entity.timeZone && isTimeZone(entity.timeZone)) return entity.timeZone
  return 'UTC'
}
