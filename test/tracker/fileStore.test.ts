import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createEngagementClient } from '../../src/core/index.js'
import { createMetricTracker, type TrackerRecord } from '../../src/tracker/index.js'
import { fileStore } from '../../src/tracker/node/index.js'
import { adminClient, adminSandbox, countersOf, entityId, userAddress } from './trackerTestKit.js'

let folder: string
let journal: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'engagekit-tracker-'))
  journal = join(folder, 'queue', 'tracker.jsonl')
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

const lines = async () => (await readFile(journal, 'utf8')).split('\n').filter(Boolean)
const track = (user: string, metric: string, count: number, at = 1): TrackerRecord => ({ type: 'track', user, metric, count, at })
const offline = () => createEngagementClient({ baseUrl: 'http://sandbox.local', fetch: () => Promise.reject(new TypeError('fetch failed')), session: { address: userAddress(0), signature: '0x00' } })

describe('fileStore', () => {
  it('keeps records across store instances, one JSON line each', async () => {
    const store = fileStore(journal, { durable: true })
    expect(await store.load()).toEqual([])
    await store.append([track('0xa', 'xp', 1), track('0xb', 'xp', 2)])
    await store.close()
    expect(await lines()).toHaveLength(2)
    const again = fileStore(journal)
    expect(await again.load()).toEqual([track('0xa', 'xp', 1), track('0xb', 'xp', 2)])
    await again.close()
  })

  it('drops a torn last record (cut off by a crash) and appends after the last whole one', async () => {
    const store = fileStore(journal)
    await store.load()
    await store.append([track('0xa', 'xp', 1)])
    await store.close()
    await writeFile(journal, `${await readFile(journal, 'utf8')}{"type":"track","user":"0xb","met`)
    const reopened = fileStore(journal)
    expect(await reopened.load()).toEqual([track('0xa', 'xp', 1)])
    await reopened.append([track('0xc', 'xp', 3)])
    await reopened.close()
    expect((await lines()).map((line) => JSON.parse(line))).toEqual([track('0xa', 'xp', 1), track('0xc', 'xp', 3)])
  })

  it('refuses a damaged journal rather than replaying part of it', async () => {
    const first = fileStore(journal)
    await first.load()
    await first.close()
    await writeFile(journal, `${JSON.stringify(track('0xa', 'xp', 1))}\nnot json\n${JSON.stringify(track('0xb', 'xp', 1))}\n`)
    await expect(fileStore(journal).load()).rejects.toMatchObject({ kind: 'invalid-input', field: 'store', message: expect.stringContaining('line 2 of') })
  })

  it('replaces the journal in one rename: a leftover from an interrupted compaction is ignored', async () => {
    const store = fileStore(journal)
    await store.load()
    await store.append([track('0xa', 'xp', 1), track('0xa', 'xp', 1)])
    await store.replace([track('0xa', 'xp', 2)])
    await store.append([track('0xb', 'xp', 5)])
    await store.close()
    await writeFile(`${journal}.compact`, 'half a compaction')
    const reopened = fileStore(journal)
    expect(await reopened.load()).toEqual([track('0xa', 'xp', 2), track('0xb', 'xp', 5)])
    await reopened.close()
  })

  it('a tracker compacts its journal as the queue is delivered, and leaves it empty', async () => {
    const { sandbox, admin } = await adminSandbox()
    const offlineTracker = createMetricTracker({ client: offline(), entityId, store: fileStore(journal), flushIntervalMs: 60_000 })
    for (let i = 0; i < 1500; i++) await offlineTracker.track(userAddress(i % 3), i % 2 ? 'xp' : 'reviews')
    // 1,500 records describe 6 (user, metric) pairs: compacted on the way.
    expect((await lines()).length).toBeLessThan(600)
    await offlineTracker.close({ timeoutMs: 0 }).catch(() => undefined)
    // The six pairs, and the batch that was out (with its key), to be sent again as it was.
    const left = (await lines()).map((line) => JSON.parse(line) as { type: string })
    expect(left.map((record) => record.type)).toEqual(['track', 'track', 'track', 'track', 'track', 'track', 'send'])

    const tracker = createMetricTracker({ client: adminClient(sandbox, admin), entityId, store: fileStore(journal, { durable: true }) })
    await tracker.flush()
    expect(await countersOf(sandbox, admin, userAddress(0))).toMatchObject({ xp: 250, reviews: 250 })
    await tracker.close()
    expect(await lines()).toEqual([])
  })
})
