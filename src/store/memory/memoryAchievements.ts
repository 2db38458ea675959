import { ServiceError } from '../../service/ServiceError.js'
import type { EntityState, StoredAchievement } from '../../service/state.js'
import type { AchievementEarning, AchievementRecord } from '../../service/store/Store.js'

/** Who earned each achievement of an entity, by key then address (made on first use). */
const earnedOf = (state: EntityState) => (state.achievementsEarned ??= {})

/**
 * How many addresses each record of an achievement holds, counted on first use and kept by `earn` and its undo: an
 * increment lists every achievement with its completions, and counting a large community's records each time cost
 * more than the rest of the increment. A record replaced whole (an undo restoring a copy) is counted again.
 */
const counted = new WeakMap<Record<string, string>, number>()

const countOf = (who: Record<string, string>): number => {
  let count = counted.get(who)
  if (count === undefined) counted.set(who, (count = Object.keys(who).length))
  return count
}

const recount = (who: Record<string, string>, by: number): void => {
  const count = counted.get(who)
  if (count !== undefined) counted.set(who, count + by)
}

const record = (state: EntityState, achievement: StoredAchievement): AchievementRecord => {
  const earned = state.achievementsEarned
  const completions = earned && Object.hasOwn(earned, achievement.key) ? countOf(earned[achievement.key]!) : 0
  return { ...achievement, trigger: { ...achievement.trigger }, completions }
}

/**
 * The memory store's achievements of one entity: its list and who earned what, in the state tree. Every change
 * first saves what it replaces and gives back how to put it back (the transaction's undo).
 */
export class MemoryAchievements {
  constructor(private readonly state: EntityState) {}

  /** Puts the entity's achievements and their records back as they are now, when called. */
  private saved(): () => void {
    const { state } = this
    const achievements = state.achievements
    const earned = state.achievementsEarned
    const copy = { achievements: achievements?.map((achievement) => structuredClone(achievement)), earned: earned && structuredClone(earned) }
    return () => {
      if (copy.achievements) state.achievements = copy.achievements
      else delete state.achievements
      if (copy.earned) state.achievementsEarned = copy.earned
      else delete state.achievementsEarned
    }
  }

  /** Leaves out what holds nothing, as a SQL store's snapshot does: no empty list, no achievement nobody earned. */
  private tidy(): void {
    const { state } = this
    if (state.achievements?.length === 0) delete state.achievements
    const earned = state.achievementsEarned
    if (!earned) return
    for (const [key, who] of Object.entries(earned)) if (Object.keys(who).length === 0) delete earned[key]
    if (Object.keys(earned).length === 0) delete state.achievementsEarned
  }

  list(): AchievementRecord[] {
    return (this.state.achievements ?? []).map((achievement) => record(this.state, achievement))
  }

  private find(key: string): StoredAchievement {
    const found = this.state.achievements?.find((achievement) => achievement.key === key)
    if (!found) throw new ServiceError('not-found', `achievement ${key} not found in entity ${this.state.entity.id}`)
    return found
  }

  create(achievement: StoredAchievement): { result: AchievementRecord; undo: () => void } {
    if (this.state.achievements?.some((existing) => existing.key === achievement.key)) {
      throw new ServiceError('conflict', `entity ${this.state.entity.id} already has an achievement with the key ${achievement.key}`)
    }
    const undo = this.saved()
    ;(this.state.achievements ??= []).push(structuredClone(achievement))
    return { result: record(this.state, achievement), undo }
  }

  update(key: string, changes: Partial<Omit<StoredAchievement, 'key' | 'createdAt'>>): { result: AchievementRecord; undo: () => void } {
    const achievement = this.find(key)
    const undo = this.saved()
    Object.assign(achievement, structuredClone(changes))
    return { result: record(this.state, achievement), undo }
  }

  delete(key: string): () => void {
    const undo = this.saved()
    const { state } = this
    state.achievements = (state.achievements ?? []).filter((achievement) => achievement.key !== key)
    if (state.achievementsEarned) delete state.achievementsEarned[key]
    this.tidy()
    return undo
  }

  earn(earned: readonly AchievementEarning[], at: string): { result: AchievementEarning[]; undo: () => void } {
    const known = new Set((this.state.achievements ?? []).map((achievement) => achievement.key))
    const all = earnedOf(this.state)
    const result: AchievementEarning[] = []
    for (const { key, address } of earned) {
      if (!known.has(key)) continue
      const who = Object.hasOwn(all, key) ? all[key]! : (all[key] = {})
      if (Object.hasOwn(who, address)) continue
      who[address] = at
      recount(who, 1)
      result.push({ key, address })
    }
    const undo = () => {
      for (const { key, address } of result) {
        const who = all[key]!
        if (Object.hasOwn(who, address)) recount(who, -1)
        delete who[address]
      }
      this.tidy()
    }
    return { result, undo }
  }

  earnedBy(address: string): Record<string, string> {
    const found: Record<string, string> = {}
    for (const [key, who] of Object.entries(this.state.achievementsEarned ?? {})) if (Object.hasOwn(who, address)) found[key] = who[address]!
    return found
  }

  reaching(metricId: string, threshold: number, after: string, limit: number): string[] {
    return Object.entries(this.state.counters)
      .filter(([address, values]) => address > after && (values[metricId] ?? 0) >= threshold)
      .map(([address]) => address)
      .sort()
      .slice(0, limit)
  }
}
