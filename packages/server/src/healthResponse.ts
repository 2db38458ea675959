import type { SqlStore } from './store/sql/createSqlStore.js'

/** How long the health check waits for the database before it calls it unavailable. */
const timeoutMs = 2_000

/**
 * `GET /healthz`: 200 `{ status: 'ok', database }` when the database answers a trivial query within 2 s, else 503
 * `{ status: 'unavailable', database, message }`. For load balancers and orchestrators; it needs no session.
 */
export async function healthResponse(store: SqlStore, headers: Headers): Promise<Response> {
  headers.set('content-type', 'application/json; charset=utf-8')
  headers.set('cache-control', 'no-store')
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([store.ping(), late])
    return new Response(JSON.stringify({ status: 'ok', database: store.dialect }), { status: 200, headers })
  } catch {
    return new Response(JSON.stringify({ status: 'unavailable', database: store.dialect, message: 'the database does not answer' }), { status: 503, headers })
  } finally {
    clearTimeout(timer)
  }
}
