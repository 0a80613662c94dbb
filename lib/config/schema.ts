import { z } from 'zod'
import { OPTIONAL_CATEGORY_IDS } from '../consent/categories'

/**
 * Every outside system is reached through a URL read from the environment. The defaults point at the
 * embedded demo stack (`demo/`), so a fresh clone works with no configuration at all.
 */
export const DEMO_DEFAULTS = {
  SITE_URL: 'http://localhost:3000',
  OIDC_AUTHORITY: 'http://localhost:4001',
  ORDER_SYSTEM_URL: 'http://localhost:4002/',
  SHOP_SERVER_URL: 'http://localhost:4003/',
  CMS_URL: 'http://localhost:4004/',
} as const

const url = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .pipe(z.url({ protocol: /^https?$/, error: 'doit être une URL http(s) complète' }))

const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'doit être un nombre' }).int().positive().default(fallback)

const flag = () => z.stringbool({ error: 'doit valoir true/false, 1/0, yes/no ou on/off' }).default(false)

/** A comma-separated list, e.g. `functional`. */
const optionalCookieCategories = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(z.enum(OPTIONAL_CATEGORY_IDS, { error: `catégories possibles : ${OPTIONAL_CATEGORY_IDS.join(', ')}` })))
  .default([])

export const envSchema = z
  .object({
    SITE_URL: url(DEMO_DEFAULTS.SITE_URL),
    OIDC_AUTHORITY: url(DEMO_DEFAULTS.OIDC_AUTHORITY),
    OIDC_CLIENT_ID: z.string().trim().min(1).default('boutique-pro'),
    OIDC_SCOPE: z.string().trim().min(1).default('openid profile email'),
    ORDER_SYSTEM_URL: url(DEMO_DEFAULTS.ORDER_SYSTEM_URL),
    SHOP_SERVER_URL: url(DEMO_DEFAULTS.SHOP_SERVER_URL),
    CMS_URL: url(DEMO_DEFAULTS.CMS_URL),
    SEARCH_BACKEND: z.enum(['local', 'elasticsearch']).default('local'),
    ELASTICSEARCH_URL: z
      .string()
      .trim()
      .pipe(z.url({ protocol: /^https?$/ }))
      .optional(),
    ELASTICSEARCH_INDEX: z.string().trim().min(1).default('shopinvader'),
    SEARCH_LOCAL_DIR: z.string().trim().min(1).default('.demo-data/search'),
    HTTP_TIMEOUT_MS: positiveInt(10_000),
    /** The audience-measurement event endpoint (Plausible's `/api/event`); nothing is sent without one. */
    ANALYTICS_ENDPOINT: z
      .string()
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: 'doit être une URL http(s) complète' }))
      .optional(),
    /** The site name the measurement provider knows; defaults to the host of SITE_URL. */
    ANALYTICS_DOMAIN: z.string().trim().min(1).optional(),
    /** Events are never sent from localhost (docs/product/consent-and-tracking.md#when-nothing-is-sent) unless a test turns this on. */
    ANALYTICS_ALLOW_LOCALHOST: flag(),
    /** Optional cookie categories offered besides the necessary one (none by default, docs/product/consent-and-tracking.md#categories). */
    CONSENT_OPTIONAL_CATEGORIES: optionalCookieCategories,
    /** The cookie banner hides from crawlers and automated browsers; end-to-end tests turn this on to see it. */
    CONSENT_SHOW_TO_BOTS: flag(),
    /** Offers sign-in by password (order system `auth/login`) beside the identity provider. */
    PASSWORD_LOGIN: flag(),
    /** A production server that may fall back on the embedded demo stack's addresses (`npm start`). */
    DEMO: flag(),
  })
  .superRefine((env, ctx) => {
    if (env.SEARCH_BACKEND === 'elasticsearch' && !env.ELASTICSEARCH_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ELASTICSEARCH_URL'],
        message: 'est obligatoire quand SEARCH_BACKEND=elasticsearch',
      })
    }
  })

export type AppConfig = z.infer<typeof envSchema>

/**
 * What a production server must be told rather than default: each would otherwise point at the demo
 * stack's localhost ports or its local search index. `SEARCH_LOCAL_DIR` joins them when the local
 * index is chosen; Elasticsearch without its URL is already refused by the schema.
 */
export const PRODUCTION_VARIABLES = [
  'SITE_URL',
  'OIDC_AUTHORITY',
  'ORDER_SYSTEM_URL',
  'SHOP_SERVER_URL',
  'CMS_URL',
  'SEARCH_BACKEND',
] as const

/**
 * The variables a production start (`NODE_ENV=production`) lacks, unless `DEMO` says the demo stack is
 * wanted. Empty outside production: development and the tests keep the demo defaults.
 */
export function missingProductionVariables(env: Record<string, string | undefined>, config: AppConfig): string[] {
  if (env.NODE_ENV !== 'production' || config.DEMO) return []
  const unset = (name: string) => (env[name] ?? '').trim() === ''
  const missing: string[] = PRODUCTION_VARIABLES.filter(unset)
  if (config.SEARCH_BACKEND === 'local' && unset('SEARCH_LOCAL_DIR')) missing.push('SEARCH_LOCAL_DIR')
  return missing
}

/** One message for both audiences of a start log: the French team and any operator. */
export function productionRefusal(missing: readonly string[]): string {
  const list = missing.join(', ')
  return [
    `Démarrage refusé : en production (NODE_ENV=production), définissez ${list}, ou DEMO=1 pour servir la pile de démonstration.`,
    `Start refused: in production (NODE_ENV=production), set ${list}, or DEMO=1 to serve the demo stack.`,
  ].join('\n')
}

/** The part of the configuration the browser needs; never holds a secret. */
export type PublicConfig = Pick<
  AppConfig,
  | 'SITE_URL'
  | 'OIDC_AUTHORITY'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_SCOPE'
  | 'ORDER_SYSTEM_URL'
  | 'SHOP_SERVER_URL'
  | 'HTTP_TIMEOUT_MS'
  | 'ANALYTICS_ENDPOINT'
  | 'ANALYTICS_ALLOW_LOCALHOST'
  | 'CONSENT_OPTIONAL_CATEGORIES'
  | 'CONSENT_SHOW_TO_BOTS'
  | 'PASSWORD_LOGIN'
> & { ANALYTICS_DOMAIN: string }

export class ConfigError extends Error {
  constructor(
    readonly variables: string[],
    detail: string,
  ) {
    super(`Configuration invalide : ${detail}`)
    this.name = 'ConfigError'
  }
}

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
export function parseEnv(env: Record<string, string | undefined>): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''))
  const result = envSchema.safeParse(cleaned)
  if (result.success) return result.data
  const variables = result.error.issues.map((issue) => String(issue.path[0] ?? '?'))
  const detail = result.error.issues
    .map(
      (issue) =>
        `${String(issue.path[0] ?? '?')} ${issue.message} (valeur : ${JSON.stringify(cleaned[String(issue.path[0])] ?? null)})`,
    )
    .join(' ; ')
  throw new ConfigError(variables, detail)
}

export function toPublicConfig(config: AppConfig): PublicConfig {
  const { SITE_URL, OIDC_AUTHORITY, OIDC_CLIENT_ID, OIDC_SCOPE, ORDER_SYSTEM_URL, SHOP_SERVER_URL, HTTP_TIMEOUT_MS } =
    config
  const {
    ANALYTICS_ENDPOINT,
    ANALYTICS_ALLOW_LOCALHOST,
    CONSENT_OPTIONAL_CATEGORIES,
    CONSENT_SHOW_TO_BOTS,
    PASSWORD_LOGIN,
  } = config
  return {
    SITE_URL,
    OIDC_AUTHORITY,
    OIDC_CLIENT_ID,
    OIDC_SCOPE,
    ORDER_SYSTEM_URL,
    SHOP_SERVER_URL,
    HTTP_TIMEOUT_MS,
    ANALYTICS_ENDPOINT,
    ANALYTICS_DOMAIN: config.ANALYTICS_DOMAIN ?? new URL(SITE_URL).host,
    ANALYTICS_ALLOW_LOCALHOST,
    CONSENT_OPTIONAL_CATEGORIES,
    CONSENT_SHOW_TO_BOTS,
    PASSWORD_LOGIN,
  }
}
