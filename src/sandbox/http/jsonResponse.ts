/** A JSON answer with the given status and CORS headers. */
export function jsonResponse(status: number, body: unknown, headers: Headers): Response {
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { status, headers })
}
