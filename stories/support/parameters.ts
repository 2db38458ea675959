import type { Sandbox } from '../../src/sandbox/createSandbox.js'

/**
 * How a story's surroundings are set up, under `parameters.engagekit`: who is signed in, which data the
 * sandbox starts from, how the service answers, and the look of the canvas.
 */
export type EngagekitStoryParameters = {
  as?: 'owner' | 'admin' | 'member' | 'signed-out' | 'wallet' // default 'member' (signed in, controlled session); 'wallet' = demo wallet connected through wagmi (sandboxConnector), not yet signed in
  seed?: 'demo' | 'empty' // 'empty' = no entity data
  prepare?: (sandbox: Sandbox) => void | Promise<void> // mutate sandbox.state before render (long content, 1000 skills, …)
  respond?: 'normal' | 'loading' | 'error' // 'loading': every API request hangs; 'error': every request fails 500
  failPath?: RegExp // only requests whose pathname matches fail with 500
  failMethod?: 'GET' | 'POST' // with failPath: only requests of this method fail
  serve?: (request: Request, sandbox: Sandbox) => Response | undefined | Promise<Response | undefined> // answers what the sandbox cannot make on its own (webhook deliveries); undefined leaves it to the sandbox
  service?: 'engagekit' | 'spec' // 'spec' = a service of the spec alone: GET /api/engagekit is 404, so no boards by period, no API keys
  now?: string // the sandbox's clock stopped at this ISO instant (boards by period drawn the same on every day)
  theme?: 'light' | 'dark' | 'auto'
  width?: number // wraps the story in a box this wide (e.g. 320)
  wallet?: { rejectSignatures?: boolean } // demo wallet behaviour for as: 'wallet'
  locale?: string // the provider's locale (default 'en', so references do not follow the browser's language)
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** This story's engagekit setup; see {@link EngagekitStoryParameters}. */
    engagekit?: EngagekitStoryParameters
  }
}
