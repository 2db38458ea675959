import type { ReactNode } from 'react'
import type { MemberStreak } from '../../core/schemas/streak.js'
import { StreakCounter } from '../../react/components/StreakCounter/StreakCounter.js'
import type { ElementRecord } from '../ElementRecord.js'
import { emit } from '../events.js'

/** `<engage-streak>`: the widget's chunk for StreakCounter; the streak growing while shown is a `streak-extended` event on the element. */
export default function StreakElement({ record }: { record: ElementRecord }): ReactNode {
  const { host } = record
  return <StreakCounter {...record.props} onExtended={(streak: MemberStreak) => emit(host, 'streak-extended', { streak })} />
}
