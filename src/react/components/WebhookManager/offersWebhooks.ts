import type { ServiceInfo } from '../../../core/schemas/serviceInfo.js'

/** Whether the service has webhooks: it says `webhooks` among its features (`GET /api/engagekit`). */
export function offersWebhooks(info: ServiceInfo): boolean {
  return info.features.includes('webhooks')
}
