// The sandbox standing in for the Community Engagement Service at /api (see lib/service.ts); a real app has no such
// route and points ENGAGE_URL at its service.
import { sandbox } from '../../../lib/service'

const serve = (request: Request): Promise<Response> =>
  process.env.ENGAGE_URL ? Promise.resolve(new Response('Not found', { status: 404 })) : sandbox.fetch(request)

export { serve as GET, serve as POST, serve as PUT, serve as PATCH, serve as DELETE, serve as OPTIONS }
