import { createSandbox, type Sandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'

/** A signed-in caller for test requests. */
export type TestSession = { address: string; signature: string }

/** What a test request sends beside its method and path. */
export type TestRequestOptions = { session?: TestSession | undefined; body?: unknown; headers?: Record<string, string> }

/** A test request's answer: status, headers and the parsed JSON body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any reply's JSON, read field by field by the tests that assert its shape
export type TestReply = { status: number; headers: Headers; body: any }

/** Sends one request to a sandbox; a body that is a string is sent as is (e.g. broken JSON). */
export async function send(sandbox: Pick<Sandbox, 'fetch'>, method: string, path: string, options: TestRequestOptions = {}): Promise<TestReply> {
  const url = new URL(path, 'http://sandbox.local')
  if (options.session) {
    url.searchParams.set('address', options.session.address)
    url.searchParams.set('signature', options.session.signature)
  }
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  const response = await sandbox.fetch(new Request(url, { method, body, headers: options.headers }))
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) }
}

/** A demo sandbox with the owner, admin and member signed in. */
export async function signedInDemo(options: Parameters<typeof createSandbox>[0] = {}) {
  const sandbox = createSandbox(options)
  const { owner, admin, member } = demo.accounts
  const token = 'engagekit sandbox test session'
  const [ownerSession, adminSession, memberSession] = await Promise.all(
    [owner, admin, member].map((account) => createSandboxSession(sandbox, account.privateKey, { token })),
  )
  return { sandbox, owner: ownerSession!, admin: adminSession!, member: memberSession! }
}
