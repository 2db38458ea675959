/**
 * Reads `--origins`: `*`, or a comma-separated list of exact origins such as `https://app.example.com`, where
 * `loopback` allows this machine's pages (any port) and `null` the opaque origin of sandboxed frames and files.
 */
export function parseOrigins(text: string): { allowed: '*' | string[] } | { error: string } {
  if (text.trim() === '*') return { allowed: '*' }
  const origins = text
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '')
  if (origins.length === 0) return { error: '--origins needs * or a comma-separated list of origins (https://app.example.com, loopback, null)' }
  for (const origin of origins) {
    if (origin === 'loopback' || origin === 'null') continue
    // Browsers send the Origin header as scheme://host[:port], so anything else would never match.
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) return { error: `--origins: '${origin}' is not an origin like http://localhost:5173` }
  }
  return { allowed: origins }
}
