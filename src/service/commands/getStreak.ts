import { defineCommand } from '../Command.js'
import { pathAddress } from '../rules/pathAddress.js'
import { ServiceError } from '../ServiceError.js'
import { memberStreakAt } from '../streaks/memberStreakAt.js'

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString())
const states = { e: 'extended', f: 'frozen', m: 'missed' } as const

/**
 * A member's streak as it stands at the time of the read (an engagekit extension), worked out from what the last
 * extension stored and the clock: a streak that lapsed since reads as ended (`length` 0) though nothing was written.
 * A member without a streak (or no member at all) reads `length` 0; an entity without a streak is 'not-found'.
 */
export const getStreakCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: (raw) => pathAddress(raw, 'userAddress'),
  async run(tx, { entity, now }, address) {
    const found = await memberStreakAt(tx, entity, address, now)
    if (!found) throw new ServiceError('not-found', `entity ${entity.id} has no streak`)
    const { timeZone, view } = found
    return {
      length: view.length,
      frequency: entity.streak!.frequency,
      timeZone,
      startedAt: iso(view.startedAt),
      periodStart: iso(view.current.start)!,
      periodEnd: iso(view.current.end)!,
      expiresAt: iso(view.expiresAt),
      freezes: view.freezes,
      history: [...view.history].map((letter) => states[letter as keyof typeof states]),
    }
  },
})
