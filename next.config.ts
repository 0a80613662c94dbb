import { readFileSync } from 'node:fs'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { BASE_SECURITY_HEADERS, BUILD_FILE_POLICY } from './lib/security/static-headers'

// Messages are compiled at build time, so the browser formats them without the ICU parser
// (intl-messageformat and @formatjs, 9 kB gzip on every page). Code reading a message
// as a raw string gets it compiled: only plain texts stay strings (docs/adr/0016-first-load-javascript.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

const messages = JSON.parse(readFileSync(new URL('./messages/fr.json', import.meta.url), 'utf8')) as {
  error: { generic: string }
  btn: { back: string }
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The root error page replaces the root layout, and with it the messages' provider. Its two texts are
  // written into the build here: importing messages/fr.json from it put every message (16 kB gzip) in
  // every page's JavaScript, since Next loads that page with each route.
  env: { GLOBAL_ERROR_TITLE: messages.error.generic, GLOBAL_ERROR_BACK: messages.btn.back },
  reactStrictMode: true,
  // The deployable artefact: `.next/standalone` holds a server and only the dependencies it uses
  // (`npm run start:prod`, README "Déployer").
  output: 'standalone',
  // `npm test` type-checks the whole repository (app, demo and tests) once with `tsc`; checking the app
  // again inside every `next build` would only add time to the suite and to `npm start`.
  typescript: { ignoreBuildErrors: true },
  // Catalogue pages are cached per URL, and a URL can carry any search (ADR 0007): the cache lives in
  // memory only, bounded by Next's LRU (cacheMaxMemorySize, 50 MB by default), never on disk.
  // The styles stay files: inlined, Next copies them three times into every page, which cost the main
  // thread more than the request they save (docs/adr/0030-styles-as-files.md).
  experimental: { isrFlushToDisk: false },
  // The proxy does not run for the build's files (proxy.ts `matcher`); these, and their 404 pages, still
  // carry the headers that need no configuration.
  async headers() {
    const headers = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': BUILD_FILE_POLICY }
    return [{ source: '/_next/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }]
  },
  images: {
    // Image widths 320 to 1536, densities 1 and 2 (docs/product/catalogue.md#images).
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [64, 128, 256],
  },
}

export default withNextIntl(nextConfig)
