import type { JsonSchema } from './toJsonSchema.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
const code = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>')
const pretty = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`

type Operation = {
  operationId: string
  description: string
  tags: string[]
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>
  security: Record<string, string[]>[]
  'x-engagekit-extension'?: boolean
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? []
  const body = operation.requestBody?.content['application/json']?.schema
  const ok = operation.responses['200']?.content?.['application/json']?.schema
  const sessions = operation.security.map((option) => Object.keys(option).join(' + ') || 'none').join(' or ')
  return `<section id="${escape(operation.operationId)}" class="op">
<h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code>${operation['x-engagekit-extension'] ? ' <span class="ext">engagekit extension</span>' : ''}</h3>
<p class="id">${escape(operation.operationId)}</p>
${operation.description.split('\n\n').map((part) => `<p>${code(part)}</p>`).join('\n')}
<p><strong>Session:</strong> ${escape(sessions || 'none')}</p>
${parameters.length > 0 ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${parameters.map((parameter) => `<tr><td><code>${escape(parameter.name)}</code></td><td>${escape(parameter.in)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(parameter.schema))}</code></td></tr>`).join('')}</tbody></table>` : ''}
${body ? `<details open><summary>Request body</summary>${pretty(body)}</details>` : ''}
${ok ? `<details><summary>200 reply</summary>${pretty(ok)}</details>` : ''}
</section>`
}

/**
 * A reference page for the document, as one HTML file with its styles inline: no script, no font or stylesheet from
 * anywhere else, so it works offline and under a strict Content-Security-Policy.
 */
export function docsPage(document: JsonSchema): string {
  const info = document['info'] as { title: string; version: string; description: string }
  const paths = document['paths'] as Record<string, Record<string, Operation>>
  const operations = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
  const groups = [...new Set(operations.map(({ operation }) => operation.tags[0] ?? ''))]
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} ${escape(info.version)}: API reference</title>
<style>
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1f24; --muted: #57606a; --line: #d8dee4; --code: #f3f4f6; --accent: #4f46e5; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1115; --fg: #e6e8eb; --muted: #9aa4af; --line: #2b313a; --code: #1a1e25; --accent: #a5a0ff; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.layout { display: grid; grid-template-columns: 280px minmax(0, 1fr); max-width: 1200px; margin: 0 auto; }
nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 24px 16px; border-inline-end: 1px solid var(--line); font-size: 13px; }
nav h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 16px 0 6px; }
nav a { display: block; padding: 3px 6px; border-radius: 6px; color: inherit; text-decoration: none; overflow-wrap: anywhere; }
nav a:hover { background: var(--code); }
nav .m { display: inline-block; width: 38px; font-size: 11px; font-weight: 600; color: #2563eb; }
nav .m.post { color: #15803d; }
main { padding: 24px 32px 64px; min-width: 0; }
h1 { margin: 0 0 4px; font-size: 26px; }
.op { border-top: 1px solid var(--line); padding: 20px 0; }
.op h3 { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
.id { margin: 2px 0 8px; color: var(--muted); font-size: 13px; }
.method { display: inline-block; min-width: 52px; padding: 1px 8px; border-radius: 6px; font-size: 12px; text-align: center; color: #fff; background: #2563eb; }
.method.post { background: #15803d; }
.ext { font-size: 12px; font-weight: 500; color: var(--accent); border: 1px solid currentColor; border-radius: 999px; padding: 0 8px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
code { background: var(--code); border-radius: 4px; padding: 0 4px; }
pre { background: var(--code); border-radius: 8px; padding: 12px; overflow: auto; max-height: 420px; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 13px; }
th, td { text-align: start; border-bottom: 1px solid var(--line); padding: 6px 8px; vertical-align: top; }
td code { overflow-wrap: anywhere; }
summary { cursor: pointer; color: var(--muted); margin: 8px 0; }
@media (max-width: 760px) { .layout { grid-template-columns: 1fr; } nav { position: static; height: auto; max-height: 45vh; border: 0; border-bottom: 1px solid var(--line); } main { padding: 16px; } }
</style>
</head>
<body>
<div class="layout">
<nav aria-label="Operations">
<p><a href="/openapi.json">openapi.json</a></p>
${groups.map((group) => `<h2>${escape(group)}</h2>${operations.filter(({ operation }) => (operation.tags[0] ?? '') === group).map(({ path, method, operation }) => `<a href="#${escape(operation.operationId)}" title="${escape(`${method.toUpperCase()} ${path}`)}"><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> ${escape(operation.operationId)}</a>`).join('')}`).join('\n')}
</nav>
<main>
<h1>${escape(info.title)}</h1>
<p class="id">Version ${escape(info.version)} · OpenAPI ${escape(String(document['openapi']))} · <a href="/openapi.json">openapi.json</a></p>
<p>${code(info.description)}</p>
${operations.map(({ path, method, operation }) => operationHtml(method, path, operation)).join('\n')}
</main>
</div>
</body>
</html>
`
}
