import { readSnapshot } from '../snapshot.js'
import type { Snapshot, ServiceState } from '../state.js'
import { auroraGuild } from './auroraGuild.js'
import { defaultSkills } from './defaultSkills.js'
import { nebulaDao } from './nebulaDao.js'
import { seededUsers } from './people.js'

/** What a sandbox starts from: the demo data, nothing at all, or a snapshot taken earlier. */
export type SandboxSeed = 'demo' | 'empty' | Snapshot

/**
 * A fresh state for a seed; a snapshot is checked and copied (a TypeError when it is not one). The demo's recent
 * increments end at `nowMs` (default: now), so its boards of this day, week and month are never empty.
 */
export function seedState(seed: SandboxSeed, nowMs: number = Date.now()): ServiceState {
  if (seed === 'empty') return { version: 1, sequence: 100, entities: {}, users: {}, defaultSkills: defaultSkills() }
  if (seed === 'demo') {
    const entities = [auroraGuild(nowMs), nebulaDao()]
    return {
      version: 1,
      sequence: 100,
      entities: Object.fromEntries(entities.map((entity) => [entity.entity.id, entity])),
      users: seededUsers(),
      defaultSkills: defaultSkills(),
    }
  }
  return readSnapshot(seed)
}
