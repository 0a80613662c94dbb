import { createHash } from 'node:crypto'

/** Ports of the embedded demo systems, and the app variable that points at each. */
export const DEMO_SYSTEMS = [
  { port: 'DEMO_IDP_PORT', defaultPort: 4001, url: 'OIDC_AUTHORITY', path: '' },
  { port: 'DEMO_ORDER_SYSTEM_PORT', defaultPort: 4002, url: 'ORDER_SYSTEM_URL', path: '/' },
  { port: 'DEMO_SHOP_SERVER_PORT', defaultPort: 4003, url: 'SHOP_SERVER_URL', path: '/' },
  { port: 'DEMO_CMS_PORT', defaultPort: 4004, url: 'CMS_URL', path: '/' },
]

/**
 * The shop's environment for `npm start` and the tests: every outside system without a real URL is
 * pointed at its demo port, and SITE_URL follows PORT. Returns whether the demo stack is needed; when it
 * is, `DEMO=1` lets the production server (`next start`) accept the demo's addresses.
 */
export function storefrontEnvironment(base) {
  const env = { ...base, NEXT_TELEMETRY_DISABLED: '1' }
  env.PORT ||= '3000'
  env.SITE_URL ||= `http://localhost:${env.PORT}`
  let needsDemo = (env.SEARCH_BACKEND || 'local') === 'local'
  for (const system of DEMO_SYSTEMS) {
    if (env[system.url]) continue
    needsDemo = true
    env[system.url] = `http://localhost:${env[system.port] || system.defaultPort}${system.path}`
  }
  if (needsDemo) {
    env.DEMO ||= '1'
    // Named here, not left to the code's defaults: those are relative to the folder a process runs in, and
    // the deployable server runs in its own (scripts/server-environment.mjs makes these absolute).
    env.DEMO_DATA_DIR ||= '.demo-data'
    env.SEARCH_LOCAL_DIR ||= `${env.DEMO_DATA_DIR}/search`
  }
  return { env, needsDemo }
}

const CONFIG_VARIABLE =
  /^(SITE_URL|OIDC_|ORDER_SYSTEM_|SHOP_SERVER_|CMS_|SEARCH_|ELASTICSEARCH_|HTTP_|ANALYTICS_|CONSENT_|PASSWORD_)/

/**
 * Pages are prerendered with the public configuration of the build, so a build is only valid for the
 * configuration it was made with; this fingerprint tells `npm start` when to rebuild.
 */
export function configFingerprint(env) {
  const entries = Object.keys(env)
    .filter((name) => CONFIG_VARIABLE.test(name) && env[name])
    .sort()
    .map((name) => `${name}=${env[name]}`)
  return createHash('sha256').update(entries.join('\n')).digest('hex')
}

export const FINGERPRINT_FILE = '.next/storefront-config.sha256'
