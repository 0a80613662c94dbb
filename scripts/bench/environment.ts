/**
 * The measuring stack's own ports and data folder, so `npm run bench` and `npm run audit:lighthouse`
 * never collide with `npm start` (3000, 4001–4005) or the end-to-end suite (3100, 4101–4105). The
 * 50,000-product catalogue is generated once in `.demo-data/bench` and reused while its settings match.
 */
export const BENCH_ENV = {
  PORT: '3200',
  SITE_URL: 'http://localhost:3200',
  DEMO_IDP_PORT: '4201',
  DEMO_ORDER_SYSTEM_PORT: '4202',
  DEMO_SHOP_SERVER_PORT: '4203',
  DEMO_CMS_PORT: '4204',
  DEMO_BACKOFFICE_PORT: '4205',
  DEMO_DATA_DIR: '.demo-data/bench',
  SEARCH_LOCAL_DIR: '.demo-data/bench/search',
  DEMO_PRODUCTS: '50000',
} as const

/** The in-memory floor server (scripts/bench/floor.mjs). */
export const FLOOR_PORT = 3201

/** The bare-Next floor page's `next start` (scripts/bench/next-floor.ts). */
export const NEXT_FLOOR_PORT = 3202

/** Where the figures go (gitignored), so two runs can be compared. */
export const RESULTS_FILE = 'bench/results.json'
export const LIGHTHOUSE_FILE = 'bench/lighthouse.json'
export const LIGHTHOUSE_REPORTS_DIR = 'bench/lighthouse'
