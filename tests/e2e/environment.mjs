/**
 * The environment of the end-to-end stack: its own ports and data folder, so tests never collide with
 * a shop started by `npm start`. Shared by scripts/e2e.mjs (the build) and playwright.config.ts.
 */
export const E2E_ENV = {
  PORT: '3100',
  SITE_URL: 'http://localhost:3100',
  DEMO_IDP_PORT: '4101',
  DEMO_ORDER_SYSTEM_PORT: '4102',
  DEMO_SHOP_SERVER_PORT: '4103',
  DEMO_CMS_PORT: '4104',
  DEMO_DATA_DIR: '.demo-data/e2e',
  SEARCH_LOCAL_DIR: '.demo-data/e2e/search',
  CONSENT_OPTIONAL_CATEGORIES: 'functional',
  ANALYTICS_ENDPOINT: 'http://analytics.test/api/event',
  ANALYTICS_ALLOW_LOCALHOST: '1',
}
