import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The deployable artefact: `.next/standalone` holds a server and only the dependencies it uses
  // (`npm run start:prod`, README "Déployer").
  output: 'standalone',
  // `npm test` type-checks the whole repository (app, demo and tests) once with `tsc`; checking the app
  // again inside every `next build` would only add time to the suite and to `npm start`.
  typescript: { ignoreBuildErrors: true },
  // Catalogue pages are cached per URL, and a URL can carry any search (ADR 0007): the cache lives in
  // memory only, bounded by Next's LRU (cacheMaxMemorySize, 50 MB by default), never on disk.
  experimental: { isrFlushToDisk: false },
  images: {
    // Image widths 320 to 1536, densities 1 and 2 (docs/product/catalogue.md#images).
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [64, 128, 256],
  },
}

export default withNextIntl(nextConfig)
