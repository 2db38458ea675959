import type { Session } from '../core/types.js'

/** Messages the embedded page sends to the page around it (never a signature). */
export type FrameMessageType = 'ready' | 'resize' | 'signed-in' | 'signed-out' | 'error' | 'level-up' | 'achievement-earned' | 'streak-extended' | 'select' | 'profile-saved' | 'saved' | 'sign-in-request'

export type FrameMessage = { engagekit: 1; frame: string; type: FrameMessageType; height?: number; detail?: unknown }

/** Messages the page around an iframe sends into it. */
export type ParentMessage =
  | { engagekit: 1; frame: string; type: 'session'; session: Session | null }
  | { engagekit: 1; frame: string; type: 'update'; props: Record<string, string | null> }

/** Events the embedded page forwards to its parent. */
export const forwardedEvents = ['signed-in', 'signed-out', 'error', 'level-up', 'achievement-earned', 'streak-extended', 'select', 'profile-saved', 'saved'] as const

/** Query parameters of embed.html that are not component props. */
export const reservedParams = new Set(['component', 'baseUrl', 'parentOrigin', 'allowedOrigins', 'frame'])

export function isProtocolMessage(data: unknown, frame: string): data is { engagekit: 1; frame: string; type: string } & Record<string, unknown> {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Record<string, unknown>
  return message.engagekit === 1 && message.frame === frame && typeof message.type === 'string'
}

/** A session as a page may hand it over: both parts strings, nothing else kept. */
export function toSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null
  const { address, signature } = value as Record<string, unknown>
  if (typeof address !== 'string' || typeof signature !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address) || signature === '') return null
  return { address, signature }
}

/** `https://a.example` for a valid http(s) origin, else undefined. */
export function toOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    return url.origin
  } catch {
    return undefined
  }
}

/** Props as query-string text: lists joined by commas, objects as JSON. */
export function toParam(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return value.map(String).join(',')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
