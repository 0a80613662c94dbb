/**
 * The environment of the end-to-end stack: its own ports and data folder, so tests never collide with
 * a shop started by `npm start`. Shared by scripts/e2e.mjs (the build) and playwright.config.ts.
 * `E2E_PORT_OFFSET` shifts every port, so two checkouts can run their suites side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const port = (base) => String(base + offset)

export const E2E_ENV = {
  PORT: port(3100),
  SITE_URL: `http://localhost:${port(3100)}`,
  DEMO_IDP_PORT: port(4101),
  DEMO_ORDER_SYSTEM_PORT: port(4102),
  DEMO_SHOP_SERVER_PORT: port(4103),
  DEMO_CMS_PORT: port(4104),
  DEMO_BACKOFFICE_PORT: port(4105),
  DEMO_DATA_DIR: '.demo-data/e2e',
  SEARCH_LOCAL_DIR: '.demo-data/e2e/search',
  CONSENT_OPTIONAL_CATEGORIES: 'functional',
  ANALYTICS_ENDPOINT: 'http://analytics.test/api/event',
  ANALYTICS_ALLOW_LOCALHOST: '1',
}
