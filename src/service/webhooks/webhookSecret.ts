import type { RandomSource } from '../RandomSource.js'
import { fromBase64, toBase64 } from '../uploads/base64.js'

/** A new signing secret as Standard Webhooks writes one: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = (random: RandomSource): string => `whsec_${toBase64(random(32))}`

/** The key a secret stands for: the bytes after `whsec_`. */
export const webhookSecretKey = (secret: string): Uint8Array => fromBase64(secret.replace(/^whsec_/, ''))
