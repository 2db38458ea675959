import type { Metadata } from 'next'
import type { ReactNode } from 'react'
// engagekit's component styles as a stylesheet Next links in <head>: server-rendered HTML is styled before any
// JavaScript runs, and no 'unsafe-inline' is needed. The provider is told not to inject them again (injectStyles).
import 'engagekit/styles.css'
import './example.css'
import { Providers } from './Providers'

export const metadata: Metadata = {
  title: 'engagekit with Next.js',
  description: 'engagekit components in a Next.js App Router app, prefetched on the server.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
