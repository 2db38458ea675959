import { toBase64 } from '../uploads/base64.js'
import { webhookSecretKey } from './webhookSecret.js'

/**
 * The `webhook-signature` header of a delivery as Standard Webhooks says: `v1,` and the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>` with each secret's key, separated by spaces (two during a rotation).
 */
export async function signWebhook(secrets: readonly string[], messageId: string, timestamp: number, body: string): Promise<string> {
  const content = new TextEncoder().encode(`${messageId}.${timestamp}.${body}`)
  const signatures: string[] = []
  for (const secret of secrets) {
    const key = await crypto.subtle.importKey('raw', new Uint8Array(webhookSecretKey(secret)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    signatures.push(`v1,${toBase64(new Uint8Array(await crypto.subtle.sign('HMAC', key, content)))}`)
  }
  return signatures.join(' ')
}
