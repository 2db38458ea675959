import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { demo } from '../../service/seed/demo.js'
import { registerDemoSessions } from './registerDemoSessions.js'
import { serveSandbox, type SandboxServer } from './serve.js'

let dir: string
const open: SandboxServer[] = []
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-webhooks-data-'))
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()))
  await rm(dir, { recursive: true, force: true })
})

it("a sandbox with a data file starts again after its webhooks' writes, and keeps no webhook", async () => {
  const file = join(dir, 'state.json')
  const server = await serveSandbox({ port: 0, host: '127.0.0.1', onError: () => undefined, dataFile: file })
  open.push(server)
  const { owner } = (await registerDemoSessions(server.url)).sessions
  const query = new URLSearchParams({ address: owner.address, signature: owner.signature })
  const base = `${server.url}/api/entities/${demo.entityId}/webhooks`
  const post = (url: string, body?: unknown) => fetch(`${url}?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })
  const created = (await (await post(base, { url: 'http://127.0.0.1:9/hook' })).json()) as { data: { id: string } }
  expect((await post(`${base}/${created.data.id}/rotate`)).status).toBe(200)
  // What a crash leaves: the files as they are while the server runs (the journal not yet folded in).
  const copy = join(dir, 'crashed.json')
  await copyFile(file, copy)
  await copyFile(`${file}.journal`, `${copy}.journal`)

  const again = await serveSandbox({ port: 0, host: '127.0.0.1', onError: () => undefined, dataFile: copy })
  open.push(again)
  const listed = await fetch(`${again.url}/api/entities/${demo.entityId}/webhooks?${query}`)
  expect(await listed.json()).toEqual({ success: true, data: [] })
})
