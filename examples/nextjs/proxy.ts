// A strict Content-Security-Policy for every page: scripts only with this response's nonce (Next adds it to its own
// scripts), stylesheets and <style> elements only from files ('self'), never inline. engagekit's styles come from the
// linked engagekit/styles.css (app/layout.tsx), so they need nothing more: the components' HTML has no style
// attributes (bars are SVG widths, depths and skeletons come from the stylesheet, an NFT theme's colours are set
// through the CSSOM once the page runs), so no style-src-attr allowance either.
import { NextResponse, type NextRequest } from 'next/server'

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  // ENGAGE_URL: the service the browser calls, and whose /ipfs/ the sandbox's images come from.
  const service = process.env.ENGAGE_URL ? ` ${new URL(process.env.ENGAGE_URL).origin}` : ''
  const policy = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self'`,
    `img-src 'self' data: blob:${service}`,
    `connect-src 'self'${service}`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
  // Next reads the nonce from the request's policy header and puts it on the scripts it renders.
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // Pages only: not the sandbox (/api, /ipfs) nor Next's static files.
  matcher: [{ source: '/((?!api/|ipfs/|_next/static|_next/image|favicon.ico).*)' }],
}
