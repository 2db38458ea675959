import { isCommonAssetRequest } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { ipfsGatewayHandler } from './ipfsGatewayHandler.js'
import { sandboxApiHandler } from './sandboxApiHandler.js'

// Storybook's own files, modules and hot-reload traffic: never worth a warning.
const storybookRequest = /\.mdx$|\.stories\.|sb-common-assets|sb-vite|sb-addons|sb-manager|iframe\.html|@vite|@id\/|@fs\/|@react-refresh|\/virtual:|\/node_modules\/|__vitest/

/**
 * Starts the msw worker for stories, with the sandbox and IPFS handlers as its lasting handlers. The worker script is
 * resolved against the page (not the server root), so a Storybook published under a sub-path finds it and
 * controls only its own pages.
 */
export async function startWorker(): Promise<SetupWorker> {
  const worker = setupWorker(sandboxApiHandler(), ipfsGatewayHandler())
  await worker.start({
    quiet: true,
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).href },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || storybookRequest.test(request.url)) return
      print.warning()
    },
  })
  return worker
}
