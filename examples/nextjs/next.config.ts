import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The example lives inside the engagekit repository; this folder is its own project root.
  turbopack: { root: import.meta.dirname },
  poweredByHeader: false,
}

export default nextConfig
