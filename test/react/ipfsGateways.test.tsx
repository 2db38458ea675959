import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DyNftCard } from '../../src/react/components/DyNftCard/DyNftCard.js'
import { createTestEngagement, renderWithEngagement } from './renderWithEngagement.js'

describe('IPFS gateways', () => {
  it("come from the provider's ipfsGateways unless the component names its own", async () => {
    const engagement = await createTestEngagement({ as: 'member', provider: { ipfsGateways: ['https://gateway.test/ipfs/'] } })
    const { unmount } = renderWithEngagement(engagement, <DyNftCard />)
    await waitFor(() => expect(screen.getAllByRole('img', { hidden: true }).length).toBeGreaterThan(0))
    const sources = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'))
    expect(sources.length).toBeGreaterThan(0)
    for (const src of sources) expect(src).toMatch(/^https:\/\/gateway\.test\/ipfs\//)
    unmount()

    renderWithEngagement(engagement, <DyNftCard gateways={['https://own.test/ipfs/']} />)
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/own\.test\/ipfs\//))
  })
})
