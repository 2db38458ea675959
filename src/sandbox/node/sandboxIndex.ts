import { demo } from '../../service/seed/demo.js'

/** A page served beside the sandbox (the playground, the widget examples), linked from its index. */
export type SandboxIndexLink = {
  title: string
  url: string
  description?: string | undefined
}

/** What the index at `/` lists, as JSON (`accept: application/json`) and as the HTML page's content. */
export type SandboxIndex = {
  name: string
  /** Where the API is, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string
  links: SandboxIndexLink[]
  demo: { entityId: string; accounts: { role: string; address: string }[]; note: string }
  /** `session`: the session query parameters a route takes: none, optional, required (`address` + `signature`) or signature (`signature`, `address` optional). */
  endpoints: { method: string; path: string; session: string; example?: string }[]
}

const demoNote = 'Their private keys are public demo keys (exported as demo by engagekit/sandbox, and printed in the tour at start): never use them for anything of value.'
const sessionHelp: Record<string, string> = {
  none: 'no session',
  optional: 'session optional',
  required: 'session: ?address=…&signature=…',
  signature: 'session: ?signature=… (address optional)',
}

/** What the index tells of a route. */
export type RouteSummary = { method: string; path: string; auth: string; write: boolean; stream?: boolean | undefined }

/** The index's content: the sandbox's endpoints, the demo accounts and the pages served beside it. */
export function describeSandbox(baseUrl: string, routes: readonly RouteSummary[], links: readonly SandboxIndexLink[]): SandboxIndex {
  // A board needs its metric: the demo's xp.
  const examplePath = (path: string) => path.replace(':entityId', demo.entityId).replace(':userAddress', demo.accounts.member.address) + (path.endsWith('/leaderboard') ? '?metric=xp' : '')
  return {
    name: 'engagekit sandbox: the Community Engagement Service, in memory',
    baseUrl,
    links: [...links],
    demo: {
      entityId: demo.entityId,
      accounts: Object.entries(demo.accounts).map(([role, account]) => ({ role, address: account.address })),
      note: demoNote,
    },
    endpoints: routes.map((route) => ({
      method: route.method,
      path: route.path,
      session: route.auth,
      // A link a browser can open as it is: reads that need no session and whose parameters the demo data fills (not
      // a stream, which never ends).
      ...(route.method === 'GET' && !route.write && !route.stream && route.auth !== 'required' && route.auth !== 'signature' && !/:/.test(examplePath(route.path))
        ? { example: `${baseUrl}${examplePath(route.path)}` }
        : {}),
    })),
  }
}

/** Wants HTML: a browser's navigation (`text/html` accepted), unless JSON is asked for by name. */
export function prefersHtml(accept: string | null): boolean {
  const value = (accept ?? '').toLowerCase()
  return value.includes('text/html') && !/application\/json/.test(value.split(',')[0] ?? '')
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string)

// Only http(s) links become anchors; anything else is shown as text.
const anchor = (url: string, text = url) => (/^https?:\/\//i.test(url) ? `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>` : escapeHtml(text))

/** The index as a small HTML page (no script; one style element, so a strict CSP page can link to it). */
export function renderSandboxIndex(index: SandboxIndex): string {
  const links = index.links.map((link) => `<li>${anchor(link.url, link.title)}${link.description ? `: ${escapeHtml(link.description)}` : ''}</li>`).join('')
  const accounts = index.demo.accounts.map((account) => `<tr><td>${escapeHtml(account.role)}</td><td><code>${escapeHtml(account.address)}</code></td></tr>`).join('')
  const endpoints = index.endpoints
    .map((endpoint) => `<tr><td>${escapeHtml(endpoint.method)}</td><td><code>${endpoint.example ? anchor(endpoint.example, endpoint.path) : escapeHtml(endpoint.path)}</code></td><td>${escapeHtml(sessionHelp[endpoint.session] ?? endpoint.session)}</td></tr>`)
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>engagekit sandbox</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1c1c1e; background: #fff; }
@media (prefers-color-scheme: dark) { body { color: #e8e8ea; background: #17171a; } a { color: #8ab4ff; } }
table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: .25rem .75rem .25rem 0; vertical-align: top; }
code { font: 13px/1.4 ui-monospace, monospace; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>engagekit sandbox</h1>
<p>The Community Engagement Service, in memory, at <code>${escapeHtml(index.baseUrl)}</code>. The same list as JSON: <code>curl -H 'accept: application/json' ${escapeHtml(index.baseUrl)}/</code></p>
${links ? `<h2>Open in a browser</h2><ul>${links}</ul>` : ''}
<h2>Demo data</h2>
<p>The demo entity is <code>${escapeHtml(index.demo.entityId)}</code>, with three demo wallets. ${escapeHtml(index.demo.note)}</p>
<table><thead><tr><th>Role</th><th>Address</th></tr></thead><tbody>${accounts}</tbody></table>
<h2>Endpoints</h2>
<p>Reads that need no session are links. Others take <code>address</code> and <code>signature</code> query parameters: a signature registered with <code>GET /api/token</code> (the tour printed at start has ready-made ones).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Session</th></tr></thead><tbody>${endpoints}</tbody></table>
</body>
</html>
`
}
