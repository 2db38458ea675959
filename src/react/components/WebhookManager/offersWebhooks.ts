import type { ServiceInfo } from '../../../core/schemas/serviceInfo.js'

/**
 * Whether the service has webhooks: it says `webhooks` among its features, or it is an engagekit service with owner
 * extensions (`api-keys`), all of whose versions with keys have webhooks too. A service of the spec alone has neither.
 */
export function offersWebhooks(info: ServiceInfo): boolean {
  return info.features.includes('webhooks') || info.features.includes('api-keys')
}
