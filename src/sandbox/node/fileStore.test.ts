import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SandboxSnapshot } from '../state.js'
import { createFileStore } from './fileStore.js'

// The store never looks inside a snapshot, so any JSON object stands in for one.
const snapshot = (n: number) => ({ version: 1, sequence: n }) as unknown as SandboxSnapshot

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-store-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('createFileStore', () => {
  it('loads nothing when the file does not exist', async () => {
    await expect(createFileStore(join(dir, 'state.json')).load()).resolves.toBeUndefined()
  })

  it('writes bursts in order so the last state lands, leaving one valid JSON file and no temp files', async () => {
    const file = join(dir, 'nested', 'state.json')
    const store = createFileStore(file)
    for (let n = 1; n <= 50; n++) store.save(snapshot(n))
    await store.flush()
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(snapshot(50))
    expect(await readdir(join(dir, 'nested'))).toEqual(['state.json'])
    await expect(store.load()).resolves.toEqual(snapshot(50))
  })

  it('reports a file that is not JSON, and leaves it untouched', async () => {
    const file = join(dir, 'state.json')
    await writeFile(file, '{"version": 1, "seq')
    await expect(createFileStore(file).load()).rejects.toThrow(/state\.json is not valid JSON.*left untouched/)
    expect(await readFile(file, 'utf8')).toBe('{"version": 1, "seq')
  })

  it('reports JSON that is not an object', async () => {
    const file = join(dir, 'state.json')
    await writeFile(file, '[1, 2]')
    await expect(createFileStore(file).load()).rejects.toThrow(/does not hold a sandbox snapshot/)
  })

  it('removes temp files a crash left behind', async () => {
    const file = join(dir, 'state.json')
    await writeFile(file, JSON.stringify(snapshot(1)))
    await writeFile(join(dir, '.state.json.123.abcd.tmp'), '{"half": ')
    await createFileStore(file).load()
    expect(await readdir(dir)).toEqual(['state.json'])
  })

  it('reports a failed write and lets flush reject with it', async () => {
    // A non-empty directory where the file should be makes the rename fail.
    const file = join(dir, 'state.json')
    await mkdir(file)
    await writeFile(join(file, 'inside'), '')
    const errors: Error[] = []
    const store = createFileStore(file, { onError: (error) => errors.push(error) })
    store.save(snapshot(1))
    await expect(store.flush()).rejects.toThrow(/could not write the sandbox data file/)
    expect(errors).toHaveLength(1)
    expect(await readdir(dir)).toEqual(['state.json'])
  })
})
