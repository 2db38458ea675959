import { streakDefinitionSchema, streakWriteSchema, type StreakDefinition } from '../../core/schemas/streakWrite.js'
import { defineCommand } from '../Command.js'
import { changeEntity } from '../rules/changeEntity.js'
import { parseInput } from '../rules/parseInput.js'
import { ServiceError } from '../ServiceError.js'

/**
 * Sets or turns off the entity's streak (an engagekit extension; owners only). The body is `{ streak }` (the
 * definition or null), the definition itself, or JSON `null`; an unknown metric is refused. The change is told as
 * `entity.updated` naming `streak`.
 */
export const setStreakCommand = defineCommand({
  entity: 'path',
  role: 'owner',
  input: (raw): StreakDefinition | null => {
    const body = raw.body()
    return 'streak' in body ? parseInput(streakWriteSchema, body).streak : parseInput(streakDefinitionSchema, body)
  },
  async run(tx, context, definition) {
    if (definition === null) return changeEntity(tx, context, { streak: null })
    const name = definition.metric.toLowerCase()
    const metrics = await tx.metrics(context.entity.id)
    const metric = metrics.find(({ id }) => id === definition.metric) ?? metrics.find((m) => m.name.toLowerCase() === name)
    if (!metric) throw new ServiceError('invalid-input', `metric must be one of the entity's metrics: ${definition.metric} is not`, { field: 'metric' })
    const { frequency, freezes } = definition
    if (freezes.initial > freezes.max) throw new ServiceError('invalid-input', 'freezes.initial must not be more than freezes.max', { field: 'freezes.initial' })
    return changeEntity(tx, context, { streak: { metric: metric.name, metricId: metric.id, frequency, freezes: { initial: freezes.initial, earnEveryDays: freezes.earnEveryDays, max: freezes.max } } })
  },
})
