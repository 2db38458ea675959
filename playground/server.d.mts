/**
 * Starts the playground on `port` (or the next free one; 0 for any) and resolves to its URL and a close function:
 * its production build (made once, reused while the sources are unchanged), or with `dev` the Vite dev server.
 * `log` hears of a build before it starts.
 */
export declare function startPlayground(options: {
  sandboxUrl: string
  port: number
  host: string
  dev?: boolean
  log?: (line: string) => void
}): Promise<{ url: string; close(): Promise<void> }>
