import react from '@vitejs/plugin-react'
import { createSandbox } from 'engagekit/sandbox'
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from 'vite'

/**
 * Serves the sandbox's generated images at /ipfs/{cid} next to the page (in dev and preview), so the demo community's
 * pictures show without a public IPFS gateway: with the in-page sandbox, nothing leaves the machine.
 */
function sandboxImages(): Plugin {
  const sandbox = createSandbox()
  // Returns nothing: a function returned from these hooks would run after Vite's own middlewares.
  const serve = (server: ViteDevServer | PreviewServer): void => {
    server.middlewares.use('/ipfs/', (request, response) => {
      void sandbox.fetch(new Request(`http://127.0.0.1/ipfs${request.url ?? '/'}`)).then(async (image) => {
        response.statusCode = image.status
        image.headers.forEach((value, key) => response.setHeader(key, value))
        response.end(Buffer.from(await image.arrayBuffer()))
      })
    })
  }
  return { name: 'engagekit-sandbox-images', configureServer: serve, configurePreviewServer: serve }
}

export default defineConfig({ plugins: [react(), sandboxImages()] })
