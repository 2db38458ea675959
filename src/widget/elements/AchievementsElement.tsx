import type { ReactNode } from 'react'
import type { MemberAchievement } from '../../core/schemas/achievement.js'
import { Achievements } from '../../react/components/Achievements/Achievements.js'
import type { ElementRecord } from '../ElementRecord.js'
import { emit } from '../events.js'

/** `<engage-achievements>`: the widget's chunk for Achievements; a badge earned while shown is an `achievement-earned` event on the element. */
export default function AchievementsElement({ record }: { record: ElementRecord }): ReactNode {
  const { host } = record
  return <Achievements {...record.props} onEarned={(achievement: MemberAchievement) => emit(host, 'achievement-earned', { achievement })} />
}
