import { defineConfig, devices } from '@playwright/test'
import { E2E_ENV } from './tests/e2e/environment.mjs'

/**
 * End-to-end tests run in Debian's Chromium against a production build (the deployable server, as `npm run start:prod` runs it) and the demo
 * stack, both started by `scripts/start.mjs` exactly as `npm start` does, on ports of their own.
 * `npm run test:e2e` builds first; the build must use the same environment (tests/e2e/environment.mjs).
 */
export const E2E = {
  siteUrl: E2E_ENV.SITE_URL,
  ports: {
    idp: Number(E2E_ENV.DEMO_IDP_PORT),
    orderSystem: Number(E2E_ENV.DEMO_ORDER_SYSTEM_PORT),
    shopServer: Number(E2E_ENV.DEMO_SHOP_SERVER_PORT),
    cms: Number(E2E_ENV.DEMO_CMS_PORT),
    backOffice: Number(E2E_ENV.DEMO_BACKOFFICE_PORT),
  },
  dataDir: E2E_ENV.DEMO_DATA_DIR,
} as const

/** Specs written for the phone project only; the desktop project skips them. */
const PHONE_ONLY = /phone-[\w-]+\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.siteUrl,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: PHONE_ONLY },
    // A phone on a building site: the key journeys, the first-screen layout and axe at 390 × 844, touch.
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
      // The tests tagged `@phone`: the phone specs, the key journeys and axe on every template.
      grep: /@phone\b/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: E2E.siteUrl,
    env: { ...E2E_ENV, NEXT_TELEMETRY_DISABLED: '1' },
    // The first run generates the demo catalogue and media before the shop starts.
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
