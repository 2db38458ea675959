import { sha256, stringToBytes } from 'viem'

/** The SHA-256 of an API key, hex without 0x: what the store keeps and looks keys up by. */
export const hashApiKey = (key: string): string => sha256(stringToBytes(key)).slice(2)
