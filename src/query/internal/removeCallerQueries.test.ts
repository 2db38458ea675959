import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { createEngagementClientBase } from '../../core/internal/clientBase.js'
import { createSandbox } from '../../sandbox/createSandbox.js'
import { createSandboxSession } from '../../sandbox/createSandboxSession.js'
import { demo } from '../../service/seed/demo.js'
import { getEntityQueryOptions } from '../getEntity.js'
import { listApiKeysQueryOptions } from '../listApiKeys.js'
import { removeCallerQueries } from './removeCallerQueries.js'

describe('removeCallerQueries (sign-out)', () => {
  it("removes every read cached for the caller, the owner's API key list included, and leaves others' and the app's", async () => {
    const sandbox = createSandbox()
    const owner = await createSandboxSession(sandbox, demo.accounts.owner.privateKey)
    const member = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
    const client = createEngagementClientBase({ baseUrl: 'https://sandbox.test', fetch: sandbox.fetch })
    const queryClient = new QueryClient()
    const { entityId } = demo
    await queryClient.fetchQuery(listApiKeysQueryOptions(client, { entityId, session: owner }))
    await queryClient.fetchQuery(getEntityQueryOptions(client, { entityId, session: owner }))
    await queryClient.fetchQuery(getEntityQueryOptions(client, { entityId, session: member }))
    queryClient.setQueryData(['appNotes', { caller: owner.address }], ['kept'])

    removeCallerQueries(queryClient, owner.address)

    const left = queryClient.getQueryCache().getAll().map((query) => query.queryKey)
    expect(left).toEqual(expect.arrayContaining([['entity', { entityId, caller: member.address }], ['appNotes', { caller: owner.address }]]))
    expect(left).toHaveLength(2)
  })
})
