// Serves the playground page (playground/) with Vite, pointed at a running sandbox.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'

const root = dirname(fileURLToPath(import.meta.url))
const repository = join(root, '..')

/**
 * Starts the playground's dev server on `port` (or the next free one) and resolves to its URL and a close function.
 * The page reads the components straight from src/, so edits show up without a build.
 */
export async function startPlayground({ sandboxUrl, port, host }) {
  const server = await createServer({
    configFile: false,
    root,
    // Outside the repository's node_modules/.vite, so it never mixes with the library's or Storybook's caches.
    cacheDir: join(repository, 'node_modules/.vite-playground'),
    plugins: [react()],
    publicDir: false,
    clearScreen: false,
    logLevel: 'warn',
    define: {
      __ENGAGEKIT_SANDBOX_URL__: JSON.stringify(sandboxUrl),
      __ENGAGEKIT_SANDBOX_RUN__: JSON.stringify(String(Date.now())),
    },
    server: { port, host, strictPort: false, fs: { allow: [repository] } },
    optimizeDeps: { entries: [join(root, 'index.html')] },
  })
  await server.listen()
  const address = server.httpServer?.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return { url: `http://${host}:${actualPort}/`, close: () => server.close() }
}
