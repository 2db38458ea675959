import { checkReply } from './openApiReplies.js'
import { keccak256, stringToBytes, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { createEngagementClient, type EngagementClient } from '../../../core/createEngagementClient.js'
import { EngagementError } from '../../../core/EngagementError.js'
import type { Session } from '../../../core/types.js'
// The modules themselves rather than the sandbox entry, which also loads msw and wagmi.
import { createSandbox } from '../../../sandbox/createSandbox.js'
import { createSandboxSession } from '../../../sandbox/createSandboxSession.js'
import { demo } from '../../seed/demo.js'
import type { ResolvedLimits } from '../../limits.js'
import type { SessionPolicy } from '../../sessionPolicy.js'
import type { Snapshot } from '../../state.js'
import { openServiceUnderTest, storeKind, type ServiceUnderTest } from '../../../../test/support/serviceUnderTest.js'

// Shared by the contract tests: the real client talking to the real service, over the store the project names
// (ENGAGEKIT_STORE: memory, the sandbox, by default; sqlite; postgres), reloaded from one seed before every test.

export const BASE_URL = 'http://sandbox.local'
export const entityId = demo.entityId
export type Role = 'owner' | 'admin' | 'member'
export const addressOf: Record<Role, string> = {
  owner: demo.accounts.owner.address,
  admin: demo.accounts.admin.address,
  member: demo.accounts.member.address,
}
/** Well-formed (65 bytes of hex) but registered for nobody. */
export const forgedSignature = `0x${'ab'.repeat(65)}`
/** The sandbox's clock in these tests, so timestamps are predictable. */
export const NOW = '2026-03-01T12:00:00.000Z'

/** A wallet that can sign: its key, its viem account and its checksummed address. */
export type Wallet = { privateKey: Hex; account: ReturnType<typeof privateKeyToAccount>; address: string }

function walletOf(privateKey: Hex): Wallet {
  const account = privateKeyToAccount(privateKey)
  return { privateKey, account, address: account.address }
}

/** A wallet that is not in the seed; a new one per phrase. */
export function wallet(phrase: string): Wallet {
  return walletOf(keccak256(stringToBytes(`engagekit contract tests ${phrase}`)))
}

/** The wallet of a demo account. */
export function demoWallet(role: Role): Wallet {
  return walletOf(demo.accounts[role].privateKey)
}

/** A request as the sandbox received it. */
export type SentRequest = {
  method: string
  path: string
  query: Record<string, string>
  /** The session as sent in headers (`x-engagekit-address`, `x-engagekit-signature`), to a service that takes them. */
  session: { address: string | undefined; signature: string | undefined }
  body: unknown
}

/** Rewrites a request on its way from the client to the sandbox (to get inputs past the client's own checks). */
export type Intercept = (request: Request) => Request | Promise<Request>

/** Replaces the JSON body of the request with `edit(body)`. */
export function tamperBody(edit: (body: Record<string, unknown> | undefined) => unknown): Intercept {
  return async (request) => {
    const text = await request.text()
    const body = JSON.stringify(edit(text === '' ? undefined : JSON.parse(text)))
    return new Request(request.url, { method: request.method, headers: request.headers, body })
  }
}

/** Replaces part of the request's URL path (e.g. a valid level number by one the client would refuse). */
export function tamperPath(from: string, to: string): Intercept {
  return async (request) => {
    const url = new URL(request.url)
    url.pathname = url.pathname.replace(from, to)
    const body = request.method === 'GET' ? undefined : await request.text()
    return new Request(url, { method: request.method, headers: request.headers, body })
  }
}

/** Replaces query parameters of a GET request. */
export function tamperQuery(changes: Record<string, string>): Intercept {
  return (request) => {
    const url = new URL(request.url)
    for (const [key, value] of Object.entries(changes)) url.searchParams.set(key, value)
    return new Request(url, { method: request.method, headers: request.headers })
  }
}

export type Contract = {
  /** The service under test, over the store of this run. */
  service: ServiceUnderTest
  /** Sessions registered for the demo owner, admin and member. */
  sessions: Record<Role, Session>
  /** Every request a client of this test sent, in order. */
  sent: SentRequest[]
  /** A client signed in as a demo account, with another session, or with none. */
  client(as: Role | Session | null, intercept?: Intercept): EngagementClient
  /** One request straight to the service, bypassing the client. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any reply's JSON, read field by field by the tests that assert its shape
  raw(method: 'GET' | 'POST', path: string, options?: { as?: Role | Session; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>
  /** Sets the service's clock (ISO 8601) until the next test; it starts at NOW. */
  setNow(iso: string): void
  /** Starts this test over from the seed as `edit` changes it (to set up a state no request makes). */
  reseed(edit: (seed: Snapshot) => void): Promise<void>
}

let prepared: Promise<{ seed: Snapshot; sessions: Record<Role, Session> }> | undefined

/** Registers the three demo sessions once (signing is the slow part) and keeps the resulting state as a seed. */
function prepare() {
  prepared ??= (async () => {
    const sandbox = createSandbox({ now: () => new Date(NOW) })
    const sessions = {} as Record<Role, Session>
    for (const role of ['owner', 'admin', 'member'] as const) {
      const { address, signature } = await createSandboxSession(sandbox, demo.accounts[role].privateKey, { baseUrl: BASE_URL })
      sessions[role] = { address, signature }
    }
    return { seed: sandbox.snapshot(), sessions }
  })()
  return prepared
}

/** Checks a reply against the service's OpenAPI document (a drift between definition and service fails the test). */
async function checked(request: Request, response: Response): Promise<Response> {
  // An event stream never ends on its own: its tests read it.
  if (response.headers.get('content-type') === 'text/event-stream') return response
  const text = await response.clone().text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    return response
  }
  checkReply(request.method, new URL(request.url).pathname, response.status, body)
  return response
}

/** Installs the hooks of a contract test file and returns the per-test context (fields are refreshed before each test). */
export function useContract(options: { limits?: ResolvedLimits; sessionPolicy?: SessionPolicy } = {}): Contract {
  const context = {} as Contract
  let clock = NOW
  let base: Awaited<ReturnType<typeof prepare>>
  let service: ServiceUnderTest
  beforeAll(async () => {
    base = await prepare()
    service = await openServiceUnderTest(storeKind, { now: () => new Date(clock), ...options })
  })
  afterAll(() => service?.close())
  beforeEach(async () => {
    clock = NOW
    await service.reload(base.seed)
    const sent: SentRequest[] = []
    const sessionOf = (as: Role | Session | null | undefined) => (typeof as === 'string' ? base.sessions[as] : (as ?? null))
    Object.assign(context, {
      service,
      sessions: base.sessions,
      sent,
      client(as: Role | Session | null, intercept?: Intercept) {
        const fetch = async (request: Request) => {
          const final = intercept ? await intercept(request) : request
          const url = new URL(final.url)
          // A file (an upload) is not JSON: recorded as undefined.
          const json = /json/.test(final.headers.get('content-type') ?? 'application/json')
          const text = final.method === 'GET' || !json ? '' : await final.clone().text()
          // The client's one question of what the service offers (before its first signed call) is not a row's request.
          if (url.pathname !== '/api/engagekit' || as === null) {
            const session = { address: final.headers.get('x-engagekit-address') ?? undefined, signature: final.headers.get('x-engagekit-signature') ?? undefined }
            sent.push({ method: final.method, path: url.pathname, query: Object.fromEntries(url.searchParams), session, body: text === '' ? undefined : JSON.parse(text) })
          }
          return checked(final, await service.fetch(final))
        }
        return createEngagementClient({ baseUrl: BASE_URL, fetch, session: sessionOf(as), retry: false })
      },
      setNow(iso: string) {
        clock = iso
      },
      async raw(method: 'GET' | 'POST', path: string, options: { as?: Role | Session; body?: unknown; headers?: Record<string, string> } = {}) {
        const url = new URL(path, BASE_URL)
        const session = sessionOf(options.as)
        if (session) {
          url.searchParams.set('address', session.address)
          url.searchParams.set('signature', session.signature)
        }
        const body = options.body === undefined ? undefined : JSON.stringify(options.body)
        const request = new Request(url, { method, body, headers: { 'content-type': 'application/json', ...options.headers } })
        const response = await checked(request, await service.fetch(request))
        return { status: response.status, body: await response.json(), headers: response.headers }
      },
      async reseed(edit: (seed: Snapshot) => void) {
        const seed = structuredClone(base.seed)
        edit(seed)
        await service.reload(seed)
      },
    } satisfies Contract)
  })
  return context
}

const codes = { 400: 'invalid-input', 401: 'unauthorized', 403: 'forbidden', 404: 'not-found', 409: 'conflict' } as const
export type RefusalStatus = keyof typeof codes

/** Expects the call to fail with the service's refusal: kind 'api', this status and its code. */
export async function expectRefusal(call: Promise<unknown>, status: RefusalStatus): Promise<EngagementError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(EngagementError)
  expect(error).toMatchObject({ kind: 'api', status, code: codes[status] })
  return error as EngagementError
}

/** Expects a write to be refused with this status and to leave the service's data exactly as they were. */
export async function expectRefusedWrite(service: ServiceUnderTest, write: () => Promise<unknown>, status: RefusalStatus): Promise<EngagementError> {
  const before = await service.snapshot()
  const error = await expectRefusal(write(), status)
  expect(await service.snapshot()).toEqual(before)
  return error
}

/** Expects the client to refuse the call before sending anything, naming `field` (undefined for the input as a whole). */
export async function expectInvalidInput(context: Contract, call: () => Promise<unknown>, field: string | undefined): Promise<void> {
  const sentBefore = context.sent.length
  const before = await context.service.snapshot()
  const error = await call().then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(EngagementError)
  expect(error).toMatchObject({ kind: 'invalid-input', field })
  expect(context.sent).toHaveLength(sentBefore)
  expect(await context.service.snapshot()).toEqual(before)
}

/** A session with a signature nobody registered, for an address that exists. */
export function forged(role: Role): Session {
  return { address: addressOf[role], signature: forgedSignature }
}

/** The session of `holder`'s registered signature presented as `claimed`'s. */
export function borrowed(context: Contract, claimed: Role, holder: Role): Session {
  return { address: addressOf[claimed], signature: context.sessions[holder].signature }
}
