// @vitest-environment node
// The components' server-rendered HTML, as a page with a strict Content-Security-Policy receives it: no style
// attributes (a policy without style-src 'unsafe-inline' / style-src-attr blocks them), loading and filled in.
import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createEngagementClientBase } from '../../src/core/actions/index.js'
import type { DyNft } from '../../src/core/schemas/nft.js'
import {
  getEntityNftsQueryOptions,
  getEntityQueryOptions,
  getProfileQueryOptions,
  getUserMetricsQueryOptions,
  listEntityMetricsQueryOptions,
  listLevelsQueryOptions,
  listSkillsQueryOptions,
} from '../../src/query/index.js'
import { ConnectAndSign, DyNftCard, DyNftGallery, EngagementProvider, Leaderboard, LevelProgress, MetricsPanel, ProfileEditor, SkillTree } from '../../src/react/index.js'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'

const baseUrl = 'https://sandbox.test'

async function serverHtml(prefetch: boolean): Promise<string> {
  const sandbox = createSandbox()
  const session = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
  const client = createEngagementClientBase({ baseUrl, fetch: sandbox.fetch, session })
  const queryClient = new QueryClient()
  const { entityId } = demo
  if (prefetch) {
    // The parameters the components' hooks use, so they find these entries (as examples/nextjs does).
    await Promise.all([
      queryClient.prefetchQuery(getEntityQueryOptions(client, { entityId, session })),
      queryClient.prefetchQuery(listEntityMetricsQueryOptions(client, { entityId, session })),
      queryClient.prefetchQuery(getUserMetricsQueryOptions(client, { entityId, userAddress: session.address, session })),
      queryClient.prefetchQuery(listLevelsQueryOptions(client, { entityId, session })),
      queryClient.prefetchQuery(getEntityNftsQueryOptions(client, { entityId, session })),
      queryClient.prefetchQuery(listSkillsQueryOptions(client, { entityId, session })),
      queryClient.prefetchQuery(getProfileQueryOptions(client, { userAddress: session.address, session })),
    ])
  }
  const themed: DyNft = {
    id: 'themed-1',
    tokenId: '1',
    image: '',
    entityID: entityId,
    owner: session.address,
    name: 'Aurora #1',
    description: '',
    title: 'Builder',
    level: 4,
    theme: { backgroundColor: '#0f3d3e', accentColor1: '#2dd4bf', accentColor2: '#f59e0b' },
    attributes: [],
  }
  return renderToString(
    <EngagementProvider baseUrl={baseUrl} entityId={entityId} session={session} queryClient={queryClient} injectStyles={false}>
      <ConnectAndSign />
      <MetricsPanel />
      <LevelProgress />
      <SkillTree defaultExpanded />
      <DyNftGallery />
      <DyNftCard nft={themed} />
      <ProfileEditor />
      <Leaderboard metric="xp" />
    </EngagementProvider>,
  )
}

describe('server-rendered markup', () => {
  it('filled in with the visitor’s data: bars, meters, indented rows and themed cards carry no style attribute', async () => {
    const html = await serverHtml(true)
    // The data is there: the level bar with its fill, the skill meters, the NFT cards.
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="340"/)
    expect(html).toMatch(/class="ek-level-progress__fill" width="\d+(\.\d+)?%"/)
    expect(html).toMatch(/class="ek-skill-tree__meter-fill" width="\d+(\.\d+)?%"/)
    expect(html).toMatch(/aria-level="2"/)
    expect(html).toContain('ek-dy-nft-card__card')
    expect(html).not.toMatch(/\sstyle="/)
  })

  it('loading: the skeletons carry no style attribute either', async () => {
    const html = await serverHtml(false)
    expect(html).toContain('ek-skeleton')
    expect(html).not.toMatch(/\sstyle="/)
  })
})
