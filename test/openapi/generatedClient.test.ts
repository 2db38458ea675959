import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'

// docs/openapi.json as a user of another stack takes it: openapi-typescript makes the types, openapi-fetch calls the
// service with them. The program reads replies without optional chaining and assigns fields to plain types, so it
// compiles under `strict` only while the document requires what the service always sends.

const program = `
import createClient from 'openapi-fetch'
import type { paths } from './schema.js'

type Session = { address: string; signature: string }
const client = (fetch: (request: Request) => Promise<Response>, session?: Session) =>
  createClient<paths>({
    baseUrl: 'http://sandbox.local',
    fetch,
    headers: session ? { 'x-engagekit-address': session.address, 'x-engagekit-signature': session.signature } : {},
  })

export async function useService(fetch: (request: Request) => Promise<Response>, member: Session, admin: Session) {
  const entityId = 'aurora-guild'
  const entity = await client(fetch).GET('/api/entities/{entityId}', { params: { path: { entityId } } })
  if (!entity.data) throw new Error('no entity')
  const name: string = entity.data.data.name
  const isPublic: boolean = entity.data.data.public

  const path = { entityId, userAddress: member.address, metric: 'xp' }
  const increment = await client(fetch, admin).POST('/api/entities/{entityId}/users/{userAddress}/metrics/{metric}', { params: { path }, body: { count: 5 } })
  if (!increment.data) throw new Error('no increment')
  const counter: number = increment.data.data.counter

  const board = await client(fetch, member).GET('/api/entities/{entityId}/leaderboard', { params: { path: { entityId }, query: { metric: 'xp', limit: 3 } } })
  if (!board.data) throw new Error('no board')
  const top = board.data.data.rows[0]
  const rank: number = top.rank
  const address: string = top.address
  const value: number = top.value
  // @ts-expect-error a row's name is sent only when the member has one
  const topName: string = top.name
  const period: 'all' | 'day' | 'week' | 'month' = board.data.data.period

  const members = await client(fetch, member).GET('/api/entities/{entityId}/users', { params: { path: { entityId } } })
  if (!members.data) throw new Error('no members')
  const role: 'owner' | 'admin' | 'member' = members.data.users[0].role

  const missing = await client(fetch).GET('/api/entities/{entityId}', { params: { path: { entityId: 'no-such-entity' } } })
  const refusal: string | undefined = missing.error?.error.code

  return { name, isPublic, counter, rank, address, value, topName, period, role, rows: board.data.data.rows.length, refusal }
}
`

const root = fileURLToPath(new URL('../../', import.meta.url))
let dir = ''

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-openapi-client-'))
  // The program imports openapi-fetch as an app would: from a node_modules beside it.
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const types = astToString(await openapiTS(new URL('../../docs/openapi.json', import.meta.url)))
  await writeFile(join(dir, 'schema.d.ts'), types)
  await writeFile(join(dir, 'client.ts'), program)
})

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('a client generated from docs/openapi.json', () => {
  it('compiles under strict reading the fields the service always sends, and gets them from the service', async () => {
    const file = join(dir, 'client.ts')
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    }
    const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram([file], options))
    const messages = diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    expect(messages).toEqual([])

    const compiled = ts.transpileModule(program, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText
    await writeFile(join(dir, 'client.mjs'), compiled)
    const { useService } = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'client.mjs')).href)) as {
      useService: (fetch: (request: Request) => Promise<Response>, member: object, admin: object) => Promise<Record<string, unknown>>
    }

    const sandbox = createSandbox({ now: () => new Date('2026-03-02T10:00:00Z') })
    const member = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
    const admin = await createSandboxSession(sandbox, demo.accounts.admin.privateKey)
    const before = sandbox.state.entities[demo.entityId]!.counters[demo.accounts.member.address]?.['aurora-xp'] ?? 0
    const answers = await useService(sandbox.fetch, member, admin)

    const top = Object.entries(sandbox.state.entities[demo.entityId]!.counters).sort(([, a], [, b]) => (b['aurora-xp'] ?? 0) - (a['aurora-xp'] ?? 0))[0]!
    expect(answers).toMatchObject({
      name: sandbox.state.entities[demo.entityId]!.entity.name,
      isPublic: true,
      counter: before + 5,
      rank: 1,
      address: top[0],
      value: top[1]['aurora-xp'],
      period: 'all',
      rows: 3,
      refusal: 'not-found',
    })
    expect(['owner', 'admin', 'member']).toContain(answers['role'])
  })
})
