import type { EngagementTheme } from '../react/AppearanceContext.js'
import type { SessionStorageOption } from '../session/createSessionStore.js'

/** Page-wide defaults of the widget's elements; an element's own attributes and properties win over them. */
export type WidgetConfig = {
  /** The service root, e.g. `https://engage.example.com`. Elements with the same base URL share one session and cache. */
  baseUrl?: string | undefined
  /** The default entity of every element. */
  entityId?: string | undefined
  /** Default color scheme: 'light', 'dark' or 'auto' (follows the system; default). */
  theme?: EngagementTheme | undefined
  /** Where sessions are kept: 'local' (default), 'session', 'memory' or a storage object. Read when a base URL is first used. */
  storage?: SessionStorageOption | undefined
  /** How long the wallet may take to sign before sign-in fails; default 120000 ms. */
  signTimeoutMs?: number | undefined
  /** IPFS gateways for the NFT and profile pictures, tried in order; default public gateways. */
  ipfsGateways?: readonly string[] | undefined
}

const configKeys = ['baseUrl', 'entityId', 'theme', 'storage', 'signTimeoutMs', 'ipfsGateways'] as const

// Lowest first: the script tag's data-* attributes, then configure().
let fromScript: WidgetConfig = {}
let fromCode: WidgetConfig = {}
const listeners = new Set<() => void>()

function pickKnown(options: Record<string, unknown>): WidgetConfig {
  const out: Record<string, unknown> = {}
  for (const key of configKeys) if (key in options) out[key] = options[key]
  return out
}

/** The page-wide defaults in force. */
export function getConfig(): WidgetConfig {
  const merged: Record<string, unknown> = { ...fromScript }
  for (const [key, value] of Object.entries(fromCode)) if (value !== undefined) merged[key] = value
  return merged
}

/** Sets page-wide defaults (merged into the current ones); elements already on the page follow. */
export function configure(options: WidgetConfig): void {
  fromCode = { ...fromCode, ...pickKnown(options) }
  for (const listener of listeners) listener()
}

/** Defaults read from the script tag, below anything passed to configure(). */
export function setScriptConfig(options: WidgetConfig): void {
  fromScript = { ...fromScript, ...pickKnown(options) }
  for (const listener of listeners) listener()
}

export function subscribeConfig(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Reads `data-base-url`, `data-entity-id`, `data-theme`, `data-storage`, `data-sign-timeout-ms` and `data-ipfs-gateways` (a comma list) of a script tag. */
export function readScriptConfig(script: HTMLOrSVGScriptElement | Element): WidgetConfig {
  const data = (script as HTMLElement).dataset ?? {}
  const config: WidgetConfig = {}
  if (data.baseUrl) config.baseUrl = data.baseUrl
  if (data.entityId) config.entityId = data.entityId
  if (data.theme === 'light' || data.theme === 'dark' || data.theme === 'auto') config.theme = data.theme
  if (data.storage === 'local' || data.storage === 'session' || data.storage === 'memory') config.storage = data.storage
  const timeout = Number(data.signTimeoutMs)
  if (data.signTimeoutMs && Number.isFinite(timeout) && timeout > 0) config.signTimeoutMs = timeout
  const gateways = data.ipfsGateways?.split(',').map((gateway) => gateway.trim()).filter(Boolean)
  if (gateways?.length) config.ipfsGateways = gateways
  return config
}

/** A base URL as the client keys it: no trailing slash. */
export function normalizeBaseUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/\/+$/, '')
  return trimmed ? trimmed : undefined
}
