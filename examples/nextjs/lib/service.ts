// Server code only: where the Community Engagement Service is, and who the visitor is signed in as.
//
// This demo stands in for both with the engagekit sandbox: unless ENGAGE_URL names a service, the app itself serves
// an in-memory sandbox at /api and /ipfs (app/api, app/ipfs), and every visitor is signed in as the sandbox's demo
// member. A real app sets ENGAGE_URL and takes the session from its own sign-in (a cookie, its auth library) instead.
import { headers } from 'next/headers'
import type { Session } from 'engagekit'
import { createSandbox, createSandboxSession, demo, type Sandbox } from 'engagekit/sandbox'

/** The demo community. */
export const entityId = demo.entityId

type Demo = { sandbox: Sandbox; session?: Promise<Session> }
// One sandbox per server process: Next may load this module more than once (route handlers, pages), the state is one.
const shared = globalThis as typeof globalThis & { __engagekitDemo?: Demo }
const state: Demo = (shared.__engagekitDemo ??= { sandbox: createSandbox() })

/** The sandbox this app serves when ENGAGE_URL is not set. */
export const sandbox = state.sandbox

/** The service root the browser talks to: ENGAGE_URL, else this app's own origin (where the sandbox is served). */
export async function serviceUrl(): Promise<string> {
  if (process.env.ENGAGE_URL) return process.env.ENGAGE_URL
  const request = await headers()
  const protocol = request.get('x-forwarded-proto') ?? 'http'
  return `${protocol}://${request.get('x-forwarded-host') ?? request.get('host')}`
}

/** How the server reaches the service: through the network for ENGAGE_URL, else straight into the sandbox. */
export function serviceFetch(): (request: Request) => Promise<Response> {
  return process.env.ENGAGE_URL ? (request) => fetch(request) : sandbox.fetch
}

/**
 * The visitor's session. Here: the sandbox's demo member (public demo key), registered once per server process.
 * A real app returns the signed-in user's own `{ address, signature }`, and never one user's session to another.
 */
export function visitorSession(baseUrl: string): Promise<Session> {
  state.session ??= createSandboxSession({ fetch: serviceFetch() }, demo.accounts.member.privateKey, { baseUrl }).then(({ address, signature }) => ({
    address,
    signature,
  }))
  return state.session
}
