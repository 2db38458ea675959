import { incrementMetricSchema, incrementMetricsSchema, metricUpdateSchema } from '../../core/schemas/metric.js'
import { addressSchema } from '../../core/schemas/primitives.js'
import { ok } from '../http/ok.js'
import { parseInput } from '../http/parseInput.js'
import type { Route } from '../http/route.js'
import { SandboxError } from '../http/SandboxError.js'
import { findEntity, requireRole } from '../model/access.js'
import { addToCounters } from '../model/addToCounters.js'
import { findMetric } from '../model/findMetric.js'
import { getUserMetrics } from '../../core/actions/getUserMetrics.js'
import { incrementMetric } from '../../core/actions/incrementMetric.js'
import { incrementMetrics } from '../../core/actions/incrementMetrics.js'
import { listEntityMetrics } from '../../core/actions/listEntityMetrics.js'
import { updateMetric } from '../../core/actions/updateMetric.js'
import { routeFor } from '../http/routeFor.js'

/** Rows 1 to 5: an entity's metrics, a user's counters, increments and metric updates. */
export const metricRoutes: Route[] = [
  {
    ...routeFor(listEntityMetrics),
    handle(context) {
      const { metrics } = findEntity(context, context.param('entityId'))
      return ok(metrics.map((metric) => ({ ...metric })))
    },
  },
  {
    ...routeFor(getUserMetrics),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      const user = parseInput(addressSchema, context.param('userAddress'), 'userAddress')
      const counters = entity.counters[user] ?? {}
      return ok(entity.metrics.map((metric) => ({ metric: metric.name, counter: counters[metric.id] ?? 0 })))
    },
  },
  {
    ...routeFor(incrementMetric),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const user = parseInput(addressSchema, context.param('userAddress'), 'userAddress')
      const metric = findMetric(entity, context.param('metric'))
      const { count } = context.body(incrementMetricSchema)
      const [counter] = addToCounters(entity, user, [[metric, count]], context.now(), context.limits.maxMembersPerEntity)
      return ok(counter)
    },
  },
  {
    ...routeFor(incrementMetrics),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const user = parseInput(addressSchema, context.param('userAddress'), 'userAddress')
      const { metrics, counts } = context.body(incrementMetricsSchema)
      // Every metric is looked up before any counter moves: one unknown name leaves all counters as they were.
      const changes = metrics.map((name, index) => [findMetric(entity, name), counts[index] ?? 0] as const)
      return ok(addToCounters(entity, user, changes, context.now(), context.limits.maxMembersPerEntity))
    },
  },
  {
    ...routeFor(updateMetric),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const metric = findMetric(entity, context.param('metricId'))
      const update = context.body(metricUpdateSchema)
      const name = update.name.toLowerCase()
      if (entity.metrics.some((other) => other !== metric && other.name.toLowerCase() === name)) {
        throw new SandboxError(409, `entity ${entity.entity.id} already has a metric named ${update.name}`)
      }
      Object.assign(metric, update)
      return ok({ ...metric })
    },
  },
]
