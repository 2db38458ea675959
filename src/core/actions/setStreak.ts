import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { entitySchema } from '../schemas/entity.js'
import { streakDefinitionSchema, streakWriteSchema } from '../schemas/streakWrite.js'

/** Parameters of {@link setStreak}: the entity id and its streak (`{ metric, frequency, freezes }`), or null to turn it off. */
export type SetStreakParameters = EndpointParameters<typeof setStreakEndpoint>
/** What {@link setStreak} resolves to: the entity, with its `streak`. */
export type SetStreakReturnType = EndpointReturnType<typeof setStreakEndpoint>

/**
 * The definition of {@link setStreak}, from which its client method, mutation options, hook and service route are made.
 * @extension 21
 * @invalidates getEntity getStreak
 * @hookDoc Sets or turns off the entity's streak (owners only; an engagekit extension).
 */
export const setStreakEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'setStreak',
  method: 'POST',
  input: { streak: v.nullable(streakDefinitionSchema) },
  path: 'entities/:entityId/streak',
  body: { schema: streakWriteSchema },
  reply: entitySchema,
})

/**
 * Sets the entity's streak (an engagekit extension; owners only): the metric whose increments extend it, `daily` or
 * `weekly`, and its freezes (`initial`, one more every `earnEveryDays` days of streak, at most `max`); null turns it
 * off. The entity's record shows it as `streak`.
 */
export const setStreak = /* @__PURE__ */ defineAction(setStreakEndpoint)
