import type { Session } from '../../core/types.js'
import { createSandboxSession } from '../createSandboxSession.js'
import { demo } from '../../service/seed/demo.js'

/** Sessions of the public demo member, admin and owner, and the token they signed. */
export type DemoSessions = {
  token: string
  sessions: Record<'member' | 'admin' | 'owner', Session>
}

// A fixed token gives the same signature on every start (signing is deterministic), so printed commands stay valid.
const demoToken = 'engagekit sandbox demo session'

/** Signs the token with the demo member's, admin's and owner's public keys and registers them with GET /api/token on the server at `url`. */
export async function registerDemoSessions(url: string): Promise<DemoSessions> {
  const overHttp = { fetch: (input: Request | string | URL, init?: RequestInit) => fetch(input, init) }
  const register = async (role: 'member' | 'admin' | 'owner'): Promise<Session> => {
    const { address, signature } = await createSandboxSession(overHttp, demo.accounts[role].privateKey, { baseUrl: url, token: demoToken })
    return { address, signature }
  }
  const [member, admin, owner] = await Promise.all([register('member'), register('admin'), register('owner')])
  return { token: demoToken, sessions: { member, admin, owner } }
}
