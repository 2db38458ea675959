import type { MemberAchievement } from '../../../core/schemas/achievement.js'

const ratio = (item: MemberAchievement) => (item.progress && item.progress.target > 0 ? Math.min(1, item.progress.current / item.progress.target) : -1)

/**
 * The order badges show in: earned ones first, the latest first; then the rest, the closest to earned first (those only
 * an award earns last). Ties keep the service's order (the order they were made).
 */
export function sortAchievements(list: readonly MemberAchievement[]): MemberAchievement[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const [earnedA, earnedB] = [a.item.earnedAt ?? '', b.item.earnedAt ?? '']
      if (earnedA || earnedB) return earnedA && earnedB ? earnedB.localeCompare(earnedA) || a.index - b.index : earnedA ? -1 : 1
      return ratio(b.item) - ratio(a.item) || a.index - b.index
    })
    .map(({ item }) => item)
}
