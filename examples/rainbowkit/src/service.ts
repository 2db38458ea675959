// Where the Community Engagement Service is. VITE_ENGAGE_URL names a real one; without it the page runs the
// engagekit sandbox in memory (seeded with the demo community), so the example works offline.
import { createEngagementClient } from 'engagekit'
import { createSandbox, demo } from 'engagekit/sandbox'

const serviceUrl: string | undefined = import.meta.env.VITE_ENGAGE_URL

export const baseUrl = serviceUrl ?? window.location.origin
export const entityId: string = import.meta.env.VITE_ENGAGE_ENTITY ?? demo.entityId
export const client = createEngagementClient({ baseUrl, fetch: serviceUrl ? undefined : createSandbox().fetch })
/** The in-page sandbox's pictures come from the dev server (vite.config.ts); a real service's from public gateways. */
export const ipfsGateways: readonly string[] | undefined = serviceUrl ? undefined : [`${window.location.origin}/ipfs/`]
