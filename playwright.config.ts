import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests run in Debian's Chromium against a production build (`next start`) and the demo
 * stack, on ports of their own so they never collide with a shop started by `npm start`.
 */
export const E2E = {
  siteUrl: 'http://localhost:3100',
  ports: { idp: 4101, orderSystem: 4102, shopServer: 4103, cms: 4104 },
  dataDir: '.demo-data/e2e',
} as const

const demoUrls = {
  OIDC_AUTHORITY: `http://localhost:${E2E.ports.idp}`,
  ORDER_SYSTEM_URL: `http://localhost:${E2E.ports.orderSystem}/`,
  SHOP_SERVER_URL: `http://localhost:${E2E.ports.shopServer}/`,
  CMS_URL: `http://localhost:${E2E.ports.cms}/`,
}

const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: E2E.siteUrl,
  DEMO_IDP_PORT: String(E2E.ports.idp),
  DEMO_ORDER_SYSTEM_PORT: String(E2E.ports.orderSystem),
  DEMO_SHOP_SERVER_PORT: String(E2E.ports.shopServer),
  DEMO_CMS_PORT: String(E2E.ports.cms),
  DEMO_DATA_DIR: E2E.dataDir,
  SEARCH_LOCAL_DIR: `${E2E.dataDir}/search`,
  ...demoUrls,
}

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx demo/server.ts',
      url: `http://localhost:${E2E.ports.idp}/.well-known/openid-configuration`,
      env,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      command: `npx next start -p 3100`,
      url: E2E.siteUrl,
      env,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
