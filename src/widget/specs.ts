/** How an attribute's text becomes a prop value. */
export type PropKind = 'string' | 'boolean' | 'number' | 'list' | 'json' | 'booleanOrList'

/** The components the widget offers, by the name `EngageKit.mount` and the iframe use. */
export type ComponentName =
  | 'connect'
  | 'community-card'
  | 'metrics-panel'
  | 'level-progress'
  | 'dynft-card'
  | 'skill-tree'
  | 'profile-editor'
  | 'leaderboard'
  | 'toasts'
  | 'achievements'
  | 'streak'
  | AdminComponentName

/** The admin components (for an entity's admins and owners), loaded on demand: a page without them never loads their code. */
export type AdminComponentName = 'admin' | 'entity-settings' | 'metric-definitions' | 'level-editor' | 'theme-editor' | 'skill-editor' | 'members-table' | 'api-key-manager' | 'webhook-manager' | 'achievement-editor'

/** One custom element: its tag, the component it draws and the props it takes (camelCase → how to parse). */
export type ElementSpec = {
  tag: `engage-${string}`
  component: ComponentName
  /** Draws wallet code (loaded on demand, next to the main script). */
  wallet: boolean
  props: Readonly<Record<string, PropKind>>
}

// Every element takes these; `baseUrl` picks the shared session and cache, `entityId` is the element's entity.
const common = { baseUrl: 'string', entityId: 'string', theme: 'string', unstyled: 'boolean', card: 'boolean', className: 'string', labels: 'json' } as const

export const specs: readonly ElementSpec[] = [
  { tag: 'engage-connect', component: 'connect', wallet: true, props: { ...common, signInOnConnect: 'boolean', disconnectOnSignOut: 'boolean', profileHref: 'string', gateways: 'list' } },
  // Signed out, the page's one call to sign in: the other elements' hints defer to it.
  { tag: 'engage-community-card', component: 'community-card', wallet: false, props: { ...common, gateways: 'list', locale: 'string', headingLevel: 'number' } },
  {
    tag: 'engage-metrics-panel',
    component: 'metrics-panel',
    wallet: false,
    props: { ...common, userAddress: 'string', metrics: 'list', sortable: 'boolean', defaultSort: 'json', incrementBy: 'number', pageSize: 'number', locale: 'string', headingLevel: 'number' },
  },
  { tag: 'engage-level-progress', component: 'level-progress', wallet: false, props: { ...common, userAddress: 'string', xpMetric: 'string', locale: 'string', headingLevel: 'number' } },
  {
    tag: 'engage-dynft-card',
    component: 'dynft-card',
    wallet: false,
    // No `nft` and no `nft-id`: the user's NFTs as a gallery (`view="card"` draws the first one as a card).
    props: { ...common, nft: 'json', nftId: 'string', view: 'string', scope: 'string', gateways: 'list', headingLevel: 'number' },
  },
  // The signed-in member's level-ups and big awards as they happen, in the page's one toast region.
  { tag: 'engage-toasts', component: 'toasts', wallet: false, props: { ...common, minAward: 'number', duration: 'number', locale: 'string' } },
  { tag: 'engage-skill-tree', component: 'skill-tree', wallet: false, props: { ...common, defaultExpanded: 'booleanOrList', selectedId: 'string', headingLevel: 'number' } },
  {
    tag: 'engage-profile-editor',
    component: 'profile-editor',
    wallet: false,
    props: { ...common, userAddress: 'string', fields: 'list', required: 'list', readOnly: 'boolean', gateways: 'list', headingLevel: 'number' },
  },
  {
    tag: 'engage-leaderboard',
    component: 'leaderboard',
    wallet: false,
    // `source`: the URL of a server-computed board (leaderboardUrlSource), or, as a property, a source function.
    // `period`: all, month, week or day (a switcher offers the `periods` where the service keeps boards by period).
    props: {
      ...common,
      metric: 'string',
      metrics: 'list',
      period: 'string',
      periods: 'list',
      timeZone: 'string',
      limit: 'number',
      variant: 'string',
      source: 'string',
      maxMembers: 'number',
      locale: 'string',
      gateways: 'list',
      headingLevel: 'number',
    },
  },
  // A member's badges; `achievement-earned` fires for one earned while it is shown.
  { tag: 'engage-achievements', component: 'achievements', wallet: false, props: { ...common, userAddress: 'string', locale: 'string', gateways: 'list', headingLevel: 'number' } },
  // A member's streak; `streak-extended` fires when it grows while shown.
  { tag: 'engage-streak', component: 'streak', wallet: false, props: { ...common, userAddress: 'string', locale: 'string', headingLevel: 'number' } },
  {
    tag: 'engage-admin',
    component: 'admin',
    wallet: false,
    props: { ...common, tabs: 'list', defaultTab: 'string', headingLevel: 'number', componentLabels: 'json', gateways: 'list', priceUnit: 'string', chains: 'list' },
  },
  { tag: 'engage-entity-settings', component: 'entity-settings', wallet: false, props: { ...common, headingLevel: 'number', gateways: 'list' } },
  { tag: 'engage-metric-definitions', component: 'metric-definitions', wallet: false, props: { ...common, headingLevel: 'number' } },
  { tag: 'engage-level-editor', component: 'level-editor', wallet: false, props: { ...common, headingLevel: 'number' } },
  { tag: 'engage-theme-editor', component: 'theme-editor', wallet: false, props: { ...common, headingLevel: 'number', gateways: 'list', priceUnit: 'string' } },
  { tag: 'engage-skill-editor', component: 'skill-editor', wallet: false, props: { ...common, headingLevel: 'number' } },
  { tag: 'engage-members-table', component: 'members-table', wallet: false, props: { ...common, headingLevel: 'number', chains: 'list' } },
  { tag: 'engage-api-key-manager', component: 'api-key-manager', wallet: false, props: { ...common, headingLevel: 'number', locale: 'string' } },
  { tag: 'engage-webhook-manager', component: 'webhook-manager', wallet: false, props: { ...common, headingLevel: 'number', locale: 'string' } },
  { tag: 'engage-achievement-editor', component: 'achievement-editor', wallet: false, props: { ...common, headingLevel: 'number', gateways: 'list', locale: 'string' } },
]

export const specByComponent = new Map(specs.map((spec) => [spec.component, spec]))

/** `userAddress` → `user-address`. */
export function toKebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** `user-address` → `userAddress`. */
export function toCamel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** Parses an attribute's text; undefined when it cannot be read (the prop then keeps its default). */
export function parseAttribute(kind: PropKind, text: string | null): unknown {
  if (text === null) return undefined
  switch (kind) {
    case 'string':
      return text
    case 'boolean':
      return text.trim().toLowerCase() !== 'false'
    case 'number': {
      const value = Number(text)
      return text.trim() !== '' && Number.isFinite(value) ? value : undefined
    }
    case 'list':
      return splitList(text)
    case 'booleanOrList': {
      const trimmed = text.trim().toLowerCase()
      if (trimmed === '' || trimmed === 'true') return true
      if (trimmed === 'false') return false
      return splitList(text)
    }
    case 'json':
      try {
        return JSON.parse(text) as unknown
      } catch {
        return undefined
      }
  }
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}
