import { describe, expect, it } from 'vitest'
import { EngagementError, isEngagementError, type EngagementErrorKind } from '../../src/core/EngagementError.js'
import { SIGNATURE, USER, client, expectNoSignature, failure, fetchDouble, hangingFetch, json, text } from './fetchDouble.js'

const readMetrics = { entityId: 'e1', userAddress: USER }
const increment = { entityId: 'e1', userAddress: USER, metric: 'posts', count: 1 }

describe('replies that are not what the service promises', () => {
  it('malformed JSON on a 200 is invalid-response', async () => {
    const error = await failure(client(fetchDouble([text('{"success": tru', 200)])).getUserMetrics(readMetrics), 'invalid-response')
    expect(error.status).toBe(200)
  })

  it('malformed JSON on a 200 write is invalid-response too', async () => {
    await failure(client(fetchDouble([text('<html>ok</html>')])).incrementMetric(increment), 'invalid-response')
  })

  it('`{ success: true }` without data on a read is invalid-response', async () => {
    const fetch = fetchDouble([json({ success: true })])
    const error = await failure(client(fetch).getUserMetrics(readMetrics), 'invalid-response')
    expect(error.message).toContain('data')
    expect(fetch.calls).toHaveLength(1)
  })

  it('a counter sent as a string names the field', async () => {
    const reply = { success: true, data: [{ metric: 'posts', counter: 1 }, { metric: 'likes', counter: '4' }] }
    const error = await failure(client(fetchDouble([json(reply)])).getUserMetrics(readMetrics), 'invalid-response')
    expect(error.field).toBe('data.1.counter')
    expect(error.message).toContain('counter')
  })

  it('a non-JSON 502 is kind http with the status', async () => {
    const fetch = fetchDouble([text('<html>Bad Gateway</html>', 502, 'Bad Gateway')])
    const error = await failure(client(fetch, { retry: false }).getUserMetrics(readMetrics), 'http')
    expect(error.status).toBe(502)
    expect(error.message).toContain('502')
  })

  it('a JSON 404 without an error body is kind http', async () => {
    const error = await failure(client(fetchDouble([json({ nothing: 'here' }, 404)])).getEntity({ entityId: 'e1' }), 'http')
    expect(error.status).toBe(404)
  })
})

describe('service errors', () => {
  it('`{ success: false, error: { code, message } }` with a 4xx is kind api', async () => {
    const fetch = fetchDouble([json({ success: false, error: { code: 'forbidden', message: 'Only admins may do this' } }, 403)])
    const error = await failure(client(fetch).incrementMetric(increment), 'api')
    expect(error).toMatchObject({ status: 403, code: 'forbidden', serverMessage: 'Only admins may do this', endpoint: 'incrementMetric' })
    expect(error.message).toContain('Only admins may do this')
    expect(error.retryable).toBe(false)
  })

  it('`{ success: false }` on a 200 is kind api, for reads and for writes', async () => {
    const reply = json({ success: false, error: { code: 'not-found', message: 'No such entity' } }, 200)
    const read = await failure(client(fetchDouble([reply])).getEntity({ entityId: 'e1' }), 'api')
    expect(read).toMatchObject({ status: 200, code: 'not-found', serverMessage: 'No such entity' })
    const write = await failure(client(fetchDouble([reply])).incrementMetric(increment), 'api')
    expect(write).toMatchObject({ status: 200, code: 'not-found', serverMessage: 'No such entity' })
  })

  it('tolerates `error` as a string and a top-level message', async () => {
    const asString = await failure(client(fetchDouble([json({ success: false, error: 'Invalid signature' }, 401)])).getMyNfts(), 'api')
    expect(asString).toMatchObject({ status: 401, code: undefined, serverMessage: 'Invalid signature' })
    const topLevel = await failure(client(fetchDouble([json({ success: false, message: 'Gone' }, 410)])).getMyNfts(), 'api')
    expect(topLevel).toMatchObject({ status: 410, serverMessage: 'Gone' })
  })

  it('a refusal with an odd error shape is still a refusal, never a successful write', async () => {
    const odd = [{ success: false, error: { code: 42, message: 'Quota exceeded' } }, { success: false, error: null }, { success: false, message: 7 }]
    for (const body of odd) {
      const error = await failure(client(fetchDouble([json(body)])).incrementMetric(increment), 'api')
      expect(error.status).toBe(200)
    }
    const numeric = await failure(client(fetchDouble([json(odd[0])])).incrementMetric(increment), 'api')
    expect(numeric).toMatchObject({ code: '42', serverMessage: 'Quota exceeded' })
  })

  it('errors are EngagementErrors that isEngagementError narrows by kind', async () => {
    const error = await failure(client(fetchDouble([text('x', 500)]), { retry: false }).getMyNfts(), 'http')
    expect(isEngagementError(error)).toBe(true)
    expect(isEngagementError(error, 'http')).toBe(true)
    expect(isEngagementError(error, 'api')).toBe(false)
    expect(error.name).toBe('EngagementError')
  })
})

describe('the signature never shows in an error', () => {
  const echo = (request: Request) => `${request.method} ${request.url} failed (signature ${SIGNATURE})`
  const cases: [EngagementErrorKind, () => Promise<unknown>][] = [
    ['invalid-input', () => client(fetchDouble()).getUserMetrics({ entityId: 'e1', userAddress: SIGNATURE })],
    ['invalid-input', () => client(fetchDouble()).createUser({ address: USER, token: '', signature: SIGNATURE })],
    ['network', () => client(fetchDouble((request) => Promise.reject(new TypeError(`fetch to ${request.url} failed`)))).getMyNfts()],
    ['network', () => client(fetchDouble((request) => Promise.reject(new TypeError('fetch failed', { cause: new Error(`connect to ${request.url}`) })))).getMyNfts()],
    ['timeout', () => client(hangingFetch(), { timeoutMs: 10, retry: false }).getMyNfts()],
    ['aborted', () => client(fetchDouble()).getMyNfts({}, { signal: AbortSignal.abort(SIGNATURE) })],
    ['http', () => client(fetchDouble((request) => text(echo(request), 400, SIGNATURE))).getMyNfts()],
    ['api', () => client(fetchDouble((request) => json({ success: false, error: { code: SIGNATURE, message: echo(request) } }, 401))).getMyNfts()],
    ['api', () => client(fetchDouble((request) => json({ success: false, error: echo(request) }))).incrementMetric(increment)],
    ['api', () => client(fetchDouble((request) => json({ success: false, message: echo(request) }))).createUser({ address: USER, token: 't', signature: SIGNATURE })],
    ['invalid-response', () => client(fetchDouble([text(`not json ${SIGNATURE}`)])).getMyNfts()],
    ['invalid-response', () => client(fetchDouble([json({ success: true, data: [{ metric: 'm', counter: SIGNATURE }] })])).getUserMetrics(readMetrics)],
    ['invalid-response', () => client(fetchDouble([json({ success: true, users: [{ address: USER, role: SIGNATURE }] })])).listEntityUsers({ entityId: 'e1' })],
  ]

  it.each(cases)('kind %s', async (kind, call) => {
    const error = await failure(call(), kind)
    expectNoSignature(error)
  })

  it('also blanks a signature the service echoes in lower case', async () => {
    const signature = `0x${'AbCdEf12'.repeat(16)}1b`
    const fetch = fetchDouble(() => json({ success: false, error: { message: `unknown signature ${signature.toLowerCase()}` } }, 401))
    const error = await failure(client(fetch, { session: { address: USER, signature } }).getMyNfts(), 'api')
    expect(error.message.toLowerCase()).not.toContain(signature.toLowerCase())
    expect(error.serverMessage).toBe('unknown signature 0x[redacted]')
  })

  it('finds the signature without its 0x, in upper case and URI-encoded, in every string of every cause', async () => {
    const bare = SIGNATURE.slice(2)
    const echoes = [`sig=${bare}`, `SIG ${SIGNATURE.toUpperCase()}`, `sig=${encodeURIComponent(SIGNATURE)}`]
    for (const echo of echoes) {
      const error = await failure(client(fetchDouble(() => json({ success: false, error: { code: bare.toUpperCase(), message: echo } }, 401))).getMyNfts(), 'api')
      expect(`${error.message} ${error.serverMessage} ${error.code}`.toLowerCase()).not.toContain(bare)
    }
    // A redirect to a malformed Location: fetch fails with the whole URL, signature included, in the cause's cause's `input`.
    const redirect = (request: Request) => {
      const invalid = Object.assign(new TypeError('Invalid URL'), { code: 'ERR_INVALID_URL', input: `http://[${request.url}` })
      return Promise.reject(new TypeError('fetch failed', { cause: new Error('redirect failed', { cause: invalid }) }))
    }
    const error = await failure(client(fetchDouble(redirect)).getMyNfts(), 'network')
    expectNoSignature(error)
    const seen: string[] = []
    for (let cause: unknown = error.cause, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) seen.push(cause.message, ...Object.values(cause).map(String))
    expect(seen.join(' ').toLowerCase()).not.toContain(bare)
    expect(String(error.cause)).toMatch(/redirect failed/)
  })

  it('keeps the server message readable apart from the signature', async () => {
    const fetch = fetchDouble(() => json({ success: false, error: { code: 'bad-signature', message: `Signature ${SIGNATURE} is not valid` } }, 401))
    const error = await failure(client(fetch).getMyNfts(), 'api')
    expect(error.serverMessage).toMatch(/^Signature .+ is not valid$/)
    expect(error.code).toBe('bad-signature')
    expect(error).toBeInstanceOf(EngagementError)
  })
})
