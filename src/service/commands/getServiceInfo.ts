import { defineCommand } from '../Command.js'
import { serviceVersion } from '../serviceVersion.js'

/** What this service offers beyond the spec, as clients detect it. */
export const serviceFeatures = ['leaderboard', 'idempotency', 'api-keys', 'header-session', 'sign-out', 'uploads', 'realtime', 'webhooks', 'achievements', 'streaks', 'board-rules'] as const

/** `GET /api/engagekit`: the service's version and the extensions it offers; no session needed. */
export const getServiceInfoCommand = defineCommand({
  input: () => undefined,
  run: async () => ({ version: serviceVersion, features: [...serviceFeatures] }),
})
