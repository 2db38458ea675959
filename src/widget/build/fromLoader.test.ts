import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineElementClasses } from '../defineElementClasses.js'
import { loaderShared } from '../loaderShared.js'
import * as specModule from '../specs.js'

const page = globalThis as Record<symbol, unknown>

afterEach(() => {
  delete page[loaderShared]
  vi.resetModules()
})

describe('the widget module’s specs, from its loader', () => {
  it('are the loader’s own copies', async () => {
    page[loaderShared] = { ...specModule, defineElementClasses }
    const shared = await import('./fromLoader.js')
    expect(shared.specs).toBe(specModule.specs)
    expect(shared.specByComponent.get('leaderboard')?.tag).toBe('engage-leaderboard')
    expect(shared.defineElementClasses).toBe(defineElementClasses)
  })

  it('say how to load the widget when its module is loaded without the loader', async () => {
    await expect(import('./fromLoader.js')).rejects.toThrow('engagekit: load the widget with its script, engagekit.js, not its module.')
  })
})
