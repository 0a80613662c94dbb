import { fileURLToPath } from 'node:url'

/**
 * Lighthouse's default configuration (the CLI's flags still choose the preset and the categories) with
 * one audit of our own in the performance category, weighing nothing in its score: the blocking time
 * split by kind of work (blocking-by-work.mjs).
 */
const config = {
  extends: 'lighthouse:default',
  audits: [{ path: fileURLToPath(new URL('./blocking-by-work.mjs', import.meta.url)) }],
  categories: { performance: { auditRefs: [{ id: 'blocking-by-work', weight: 0 }] } },
}

export default config
