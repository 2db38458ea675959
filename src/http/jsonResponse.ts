import { jsonPieces, takePieces, yieldToEventLoop } from './jsonBody.js'

const streamed = new WeakSet<Response>()

/** True for an answer whose body is streamed slice by slice (its length is not known in advance). */
export const isStreamed = (response: Response): boolean => streamed.has(response)

/** Marks an answer as streamed: a server sends its body as it comes (an event stream). */
export function markStreamed(response: Response): Response {
  streamed.add(response)
  return response
}

/** The work one slice of a large body may take before other requests get their turn. */
const sliceBudgetMs = 10

/**
 * A JSON answer with the given status and CORS headers. A body that takes longer than a slice to serialize (a list of
 * 100,000 members) is streamed, serialized slice by slice with other work let in between.
 */
export function jsonResponse(status: number, body: unknown, headers: Headers): Response {
  headers.set('content-type', 'application/json; charset=utf-8')
  const pieces = jsonPieces(body)
  const first = takePieces(pieces, sliceBudgetMs)
  if (first.done) return new Response(first.text, { status, headers })
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first.text))
    },
    async pull(controller) {
      await yieldToEventLoop()
      const next = takePieces(pieces, sliceBudgetMs)
      controller.enqueue(encoder.encode(next.text))
      if (next.done) controller.close()
    },
  })
  const response = new Response(stream, { status, headers })
  streamed.add(response)
  return response
}
