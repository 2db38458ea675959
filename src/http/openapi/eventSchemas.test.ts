import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { engagementEventTypes } from '../../core/schemas/events.js'

const root = new URL('../../../', import.meta.url)
const document = JSON.parse(readFileSync(new URL('docs/openapi.json', root), 'utf8')) as {
  webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }>
  components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> }
}
const guide = readFileSync(new URL('docs/api.md', root), 'utf8')
const eventsSection = guide.slice(guide.indexOf('\n### Events\n'), guide.indexOf('\n### API keys\n'))

describe('the events, as the OpenAPI document and docs/api.md list them', () => {
  it('has a webhook and a schema for every type, with its data', () => {
    expect(Object.keys(document.webhooks)).toEqual(engagementEventTypes)
    for (const type of engagementEventTypes) {
      const name = document.webhooks[type]!.post.requestBody.content['application/json'].schema.$ref.split('/').at(-1)!
      const schema = document.components.schemas[name]!
      expect(schema.properties['type']).toEqual({ const: type })
      expect(schema.required).toEqual(['id', 'type', 'entityId', 'at', 'data'])
    }
    expect(document.components.schemas['MetricIncrementedEvent']!.properties['data']).toMatchObject({ required: ['address', 'metricId', 'metric', 'count', 'counter', 'by'] })
  })

  it('docs/api.md names every type in its Events section', () => {
    expect(eventsSection.length).toBeGreaterThan(100)
    for (const type of engagementEventTypes) expect(eventsSection).toContain(`| \`${type}\` |`)
  })
})
