import { describe, expect, it } from 'vitest'

// Each public entry's export list is snapshotted so an API change is always a deliberate one.
describe('public exports', () => {
  it('engagekit', async () => {
    expect(Object.keys(await import('../../src/core/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/actions', async () => {
    expect(Object.keys(await import('../../src/core/actions/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/query', async () => {
    expect(Object.keys(await import('../../src/query/index.js')).sort()).toMatchSnapshot()
  })

  // Transforming the whole React layer takes a while on a busy machine.
  it('engagekit/react', { timeout: 60_000 }, async () => {
    // Imported in Node with no DOM: the entry must not touch window or storage at import time.
    expect(Object.keys(await import('../../src/react/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/widget', async () => {
    expect(Object.keys(await import('../../src/widget/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/tracker', async () => {
    expect(Object.keys(await import('../../src/tracker/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/tracker in Node: the entry and the file store', async () => {
    const [entry, forNode] = await Promise.all([import('../../src/tracker/index.js'), import('../../src/tracker/node/trackerForNode.js')])
    expect(Object.keys(forNode).sort()).toEqual([...Object.keys(entry), 'fileStore'].sort())
  })

  it('engagekit/tracker/node', async () => {
    expect(Object.keys(await import('../../src/tracker/node/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/sandbox', async () => {
    expect(Object.keys(await import('../../src/sandbox/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/sandbox/msw', async () => {
    expect(Object.keys(await import('../../src/sandbox/msw/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/sandbox/node', async () => {
    expect(Object.keys(await import('../../src/sandbox/node/index.js')).sort()).toMatchSnapshot()
  })

  it('engagekit/sandbox/wagmi', async () => {
    expect(Object.keys(await import('../../src/sandbox/wagmi/index.js')).sort()).toMatchSnapshot()
  })
})
