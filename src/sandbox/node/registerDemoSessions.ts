import type { Session } from '../../core/types.js'
import { createSandboxSession } from '../createSandboxSession.js'
import { demo } from '../demo.js'

/** Sessions of the public demo member and admin, and the token they signed. */
export type DemoSessions = {
  token: string
  sessions: Record<'member' | 'admin', Session>
}

// A fixed token gives the same signature on every start (signing is deterministic), so printed commands stay valid.
const demoToken = 'engagekit sandbox demo session'

/** Signs the token with the demo member's and admin's public keys and registers both with GET /api/token on the server at `url`. */
export async function registerDemoSessions(url: string): Promise<DemoSessions> {
  const overHttp = { fetch: (input: Request | string | URL, init?: RequestInit) => fetch(input, init) }
  const register = async (role: 'member' | 'admin'): Promise<Session> => {
    const { address, signature } = await createSandboxSession(overHttp, demo.accounts[role].privateKey, { baseUrl: url, token: demoToken })
    return { address, signature }
  }
  const [member, admin] = await Promise.all([register('member'), register('admin')])
  return { token: demoToken, sessions: { member, admin } }
}
