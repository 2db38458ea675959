// In real Chromium: a page with several components carries each stylesheet once: the base rules, the admin form rules every admin
// component shares, and the NFT card's rules that DyNftCard and ThemeEditor's live preview share.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DyNft } from '../../src/core/schemas/nft.js'
import { DyNftCard } from '../../src/react/components/DyNftCard/DyNftCard.js'
import { LevelEditor } from '../../src/react/components/LevelEditor/LevelEditor.js'
import { ThemeEditor } from '../../src/react/components/ThemeEditor/ThemeEditor.js'
import { demo } from '../../src/service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from './renderWithEngagement.js'

/** The page's stylesheets (constructed and adopted, as components put them) that have a rule for exactly `selector`. */
const stylesWith = (selector: string) => document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === selector))

const nft: DyNft = { id: 'n1', tokenId: '1', entityID: demo.entityId, owner: '', name: 'Aurora pass', description: '', image: '', level: 2, title: 'Explorer', theme: null, attributes: [] }

describe('stylesheets shared by components', () => {
  it('puts the base, admin form and NFT card rules into the page once, whatever the number of components using them', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(
      t,
      <>
        <ThemeEditor />
        <LevelEditor />
        <DyNftCard nft={nft} />
      </>,
    )
    await screen.findByRole('button', { name: 'New theme' })
    await waitFor(() => expect(stylesWith('.ek-root .ek-level-editor__list').length).toBeGreaterThan(0))
    expect(stylesWith('.ek-root .ek-title')).toHaveLength(1)
    expect(stylesWith('.ek-root .ek-input')).toHaveLength(1)
    expect(stylesWith('.ek-root .ek-dy-nft-card__art')).toHaveLength(1)
    expect(stylesWith('.ek-root .ek-theme-editor__form')).toHaveLength(1)
    // The card's own frame and the gallery's grid are DyNftCard's: ThemeEditor's preview does not need them.
    expect(stylesWith('.ek-root .ek-dy-nft-gallery__grid')).toHaveLength(1)
  })
})
