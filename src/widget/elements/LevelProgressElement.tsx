import type { ReactNode } from 'react'
import { LevelProgress } from '../../react/components/LevelProgress/LevelProgress.js'
import type { LevelUpDetails } from '../../react/components/LevelProgress/useLevelUp.js'
import type { ElementRecord } from '../ElementRecord.js'
import { emit } from '../events.js'

/** `<engage-level-progress>`: the widget's chunk for LevelProgress; a level-up is a `level-up` event on the element. */
export default function LevelProgressElement({ record }: { record: ElementRecord }): ReactNode {
  const { host } = record
  return (
    <LevelProgress
      {...(record.props)}
      onLevelUp={(level: number, details: LevelUpDetails) => emit(host, 'level-up', { level, previousLevel: details.previousLevel, xp: details.xp, levelInfo: details.level })}
    />
  )
}
