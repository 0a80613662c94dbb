// The repository's own start/build helpers, re-exported beside their types (shared.d.mts) so the
// TypeScript bench can use them without copies.
export { build } from '../build.mjs'
export { requireChromium } from '../chromium.mjs'
export { storefrontEnvironment } from '../environment.mjs'
export { assertPortFree, demoReadyUrl, startChild, waitFor } from '../processes.mjs'
export { run } from '../run.mjs'
export { STANDALONE_DIR } from '../standalone.mjs'
