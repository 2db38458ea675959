import { sha256, stringToBytes } from 'viem'
import { canonicalSignature } from './canonicalSignature.js'

/**
 * What a session is stored and looked up under: the SHA-256 (hex, without 0x) of the signature in its canonical form.
 * The store never holds the signature itself, so a copy of the database or of an export cannot be used to sign in.
 */
export const sessionKey = (signature: string): string => sha256(stringToBytes(canonicalSignature(signature))).slice(2)
