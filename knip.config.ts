import type { KnipConfig } from 'knip'

/**
 * `npm run knip` (part of `npm test`): files, exports and dependencies nothing uses fail the run. Next's
 * App Router files, `proxy.ts`, the instrumentation hooks, vitest and Playwright are found by knip's own
 * plugins; the package scripts name the demo, the start and the bench entry points. Listed here is only
 * what no import, script or plugin reaches.
 */
const config: KnipConfig = {
  entry: [
    // Loaded by public/account/silent-renew.html inside the identity provider's hidden renewal frame.
    'public/account/silent-renew.js',
    // Run by hand to generate the demo catalogue's documents, for npm run search:index (README).
    'demo/catalogue/cli.ts',
    // Spawned as its own process by scripts/bench/load.ts.
    'scripts/bench/floor.mjs',
    // Lighthouse's configuration with our audit, given to its CLI by scripts/bench/lighthouse.ts.
    'scripts/bench/lighthouse-config.mjs',
    // The deployable server, copied into .next/standalone as its server.js by scripts/standalone.mjs.
    'scripts/server/server.mjs',
    // Types of the .mjs modules beside them, read by TypeScript rather than imported.
    'scripts/**/*.d.mts',
    'tests/**/*.d.mts',
    // The inventory of the server's entry points that its test holds the file system to (ADR 0006), and
    // the Origin check a first write entry point must call; no module of the shop imports it today.
    'lib/security/callers.ts',
    // The operator's bulk loader of a real search index (npm run search:index): part of what ships.
    'scripts/search-index.ts!',
  ],
  project: [
    '{demo,scripts,tests}/**/*.{ts,tsx,mts,mjs}',
    'public/**/*.js',
    '*.{ts,mts,mjs}',
    // What `knip --production` reads: the shop itself, without its test helpers.
    '{app,components,lib,i18n}/**/*.{ts,tsx}!',
    '{proxy,instrumentation,instrumentation-client,next.config}.ts!',
    // Helpers of the component tests beside the components they render.
    '!**/testing.{ts,tsx}!',
  ],
  // An export its own module uses is not dead code; one nothing uses at all is.
  ignoreExportsUsedInFile: true,
  // `vnu-jar` is a jar whose path tests/e2e/html-validity.spec.ts resolves with createRequire: knip does not
  // read it as a use.
  ignoreDependencies: ['vnu-jar'],
  // The Debian package that runs vnu.jar; .ci/run installs it, the README says so.
  ignoreBinaries: ['java'],
}

export default config
