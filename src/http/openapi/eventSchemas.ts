import { engagementEventTypes, eventDefinitions, type EngagementEventType } from '../../core/schemas/events.js'
import { toJsonSchema, type JsonSchema } from './toJsonSchema.js'

/** The component name of an event type's schema: `member.joined` → `MemberJoinedEvent`. */
export const eventSchemaName = (type: EngagementEventType): string =>
  `${type.split('.').map((part) => `${part[0]!.toUpperCase()}${part.slice(1)}`).join('')}Event`

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

function eventSchema(type: EngagementEventType): JsonSchema {
  const definition = eventDefinitions[type]
  return {
    type: 'object',
    description: `${definition.description} Read by: ${definition.audience === 'entity' ? 'whoever may read the entity' : "the entity's owners and admins"}, and the member it is about.`,
    properties: {
      id: { type: 'integer', minimum: 1, description: 'Increases with every event; within an entity, in the order the changes were made. A stream\'s `id:` and `Last-Event-ID`.' },
      type: { const: type },
      entityId: { type: 'string' },
      at: { type: 'string', format: 'date-time', description: 'When the change was made.' },
      data: toJsonSchema(definition.data),
    },
    required: ['id', 'type', 'entityId', 'at', 'data'],
    'x-engagekit-extension': true,
  }
}

/**
 * The events the service writes (docs/api.md, "Events"), for the OpenAPI document: a schema per type under
 * components, and each type as an OpenAPI 3.1 webhook, the request a subscriber of that type receives.
 */
export function eventComponents(): { schemas: Record<string, JsonSchema>; webhooks: Record<string, JsonSchema> } {
  const schemas: Record<string, JsonSchema> = {}
  const webhooks: Record<string, JsonSchema> = {}
  for (const type of engagementEventTypes) {
    const name = eventSchemaName(type)
    schemas[name] = eventSchema(type)
    webhooks[type] = {
      post: {
        operationId: `on${name}`,
        summary: type,
        description: eventDefinitions[type].description,
        tags: ['Events'],
        'x-engagekit-extension': true,
        security: [],
        requestBody: { required: true, content: { 'application/json': { schema: ref(name) } } },
        responses: { '200': { description: 'Received.' } },
      },
    }
  }
  return { schemas, webhooks }
}
