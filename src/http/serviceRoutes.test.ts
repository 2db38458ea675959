import { describe, expect, it } from 'vitest'
import { allEndpoints } from '../core/actions/allEndpoints.js'
import * as actions from '../core/actions/index.js'
import type { Endpoint } from '../core/internal/endpoint.js'
import { serviceRoutes as allRoutes } from './serviceRoutes.js'

describe('service routes and endpoint definitions', () => {
  it('every definition has a route', () => {
    const served = new Set<Endpoint>(allRoutes.flatMap((route) => route.endpoints))
    const unserved = allEndpoints.filter((endpoint) => !served.has(endpoint)).map((endpoint) => endpoint.name)
    expect(unserved).toEqual([])
  })

  it('every route serves definitions of the client, and takes its method and auth from them', () => {
    const defined = new Set<Endpoint>(allEndpoints)
    for (const route of allRoutes) {
      expect(route.endpoints.length, `${route.method} ${route.path}`).toBeGreaterThan(0)
      for (const endpoint of route.endpoints) {
        expect(defined.has(endpoint), `${route.method} ${route.path} serves ${endpoint.name}, which no client method calls`).toBe(true)
        expect(route.method).toBe(endpoint.method)
      }
    }
  })

  it('engagekit/actions exports each endpoint under its own name, once', () => {
    const exported = Object.entries(actions).filter(([, value]) => typeof value === 'function' && 'endpoint' in value)
    expect(exported.map(([name]) => name).sort()).toEqual(allEndpoints.map((endpoint) => endpoint.name).sort())
    for (const [name, action] of exported) expect((action as { endpoint: Endpoint }).endpoint.name).toBe(name)
  })
})
