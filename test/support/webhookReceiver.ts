import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { vi } from 'vitest'

/** A request the receiver got: its headers (lower case) and body as sent. */
export type ReceivedDelivery = { headers: Record<string, string>; body: string }

/** What the receiver answers one request with; `hold`: no answer at all (until `reset`), as an endpoint that hangs. */
export type ReceiverAnswer = { status: number; headers?: Record<string, string>; hold?: boolean }

/** A webhook endpoint on loopback for tests: it records every request and answers as told (200 once told nothing). */
export type WebhookReceiver = {
  readonly url: string
  readonly received: ReceivedDelivery[]
  /** The next answers, in order; once they are used up, 200. */
  answer(...answers: (number | ReceiverAnswer)[]): void
  /** Forgets what it received and the answers still to give. */
  reset(): void
  close(): Promise<void>
}

const flat = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]))

/** Starts a receiver on 127.0.0.1 and a free port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = []
  const queue: ReceiverAnswer[] = []
  const held: ServerResponse[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: flat(request.headers), body: Buffer.concat(chunks).toString('utf8') })
      const answer = queue.shift() ?? { status: 200 }
      if (answer.hold) held.push(response)
      else response.writeHead(answer.status, answer.headers).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/engagekit`,
    received,
    answer: (...answers) => queue.push(...answers.map((answer) => (typeof answer === 'number' ? { status: answer } : answer))),
    reset() {
      received.length = 0
      queue.length = 0
      for (const response of held.splice(0)) response.destroy()
    },
    close: () => {
      for (const response of held.splice(0)) response.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * Verifies a delivery with the Standard Webhooks reference library, as a receiver would; its parsed payload. The
 * library refuses a timestamp more than 5 minutes from its clock: `atMs` is the receiver's clock (a test's service
 * clock), default the real time. Throws when a signature does not hold.
 */
export function verifyDelivery(secret: string, delivery: ReceivedDelivery, atMs?: number): { type: string; timestamp: string; data: Record<string, unknown> } {
  const verify = () => new Webhook(secret).verify(delivery.body, delivery.headers) as { type: string; timestamp: string; data: Record<string, unknown> }
  if (atMs === undefined) return verify()
  vi.useFakeTimers({ toFake: ['Date'], now: atMs })
  try {
    return verify()
  } finally {
    vi.useRealTimers()
  }
}
