import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEMO_DEFAULTS,
  PRODUCTION_VARIABLES,
  missingProductionVariables,
  parseEnv,
  productionRefusal,
  toPublicConfig,
} from './schema'

describe('parseEnv', () => {
  it('defaults every outside system to the embedded demo stack', () => {
    const config = parseEnv({})
    expect(config.ORDER_SYSTEM_URL).toBe(DEMO_DEFAULTS.ORDER_SYSTEM_URL)
    expect(config.SHOP_SERVER_URL).toBe(DEMO_DEFAULTS.SHOP_SERVER_URL)
    expect(config.OIDC_AUTHORITY).toBe(DEMO_DEFAULTS.OIDC_AUTHORITY)
    expect(config.CMS_URL).toBe(DEMO_DEFAULTS.CMS_URL)
    expect(config.SEARCH_BACKEND).toBe('local')
    expect(config.HTTP_TIMEOUT_MS).toBe(10_000)
  })

  it('treats empty variables as unset', () => {
    expect(parseEnv({ SHOP_SERVER_URL: '  ' }).SHOP_SERVER_URL).toBe(DEMO_DEFAULTS.SHOP_SERVER_URL)
  })

  it('names the bad variable in the error', () => {
    expect(() => parseEnv({ SHOP_SERVER_URL: 'pas une url' })).toThrow(/SHOP_SERVER_URL/)
    try {
      parseEnv({ HTTP_TIMEOUT_MS: '-5', CMS_URL: 'ftp://cms' })
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as ConfigError).variables.sort()).toEqual(['CMS_URL', 'HTTP_TIMEOUT_MS'])
    }
    expect.assertions(3)
  })

  it('requires an Elasticsearch URL when that backend is chosen', () => {
    expect(() => parseEnv({ SEARCH_BACKEND: 'elasticsearch' })).toThrow(/ELASTICSEARCH_URL/)
    expect(parseEnv({ SEARCH_BACKEND: 'elasticsearch', ELASTICSEARCH_URL: 'http://es:9200' }).ELASTICSEARCH_URL).toBe(
      'http://es:9200',
    )
  })

  it('keeps server-only settings out of the public config', () => {
    const pub = toPublicConfig(parseEnv({ ELASTICSEARCH_URL: 'http://secret:9200' }))
    expect(Object.keys(pub)).not.toContain('ELASTICSEARCH_URL')
    expect(Object.keys(pub)).not.toContain('SEARCH_LOCAL_DIR')
  })
})

describe('analytics and cookie consent settings', () => {
  it('sends nothing, hides the banner from bots and offers no optional category by default', () => {
    const pub = toPublicConfig(parseEnv({ SITE_URL: 'https://boutique.example:8443/' }))
    expect(pub.ANALYTICS_ENDPOINT).toBeUndefined()
    expect(pub.ANALYTICS_DOMAIN).toBe('boutique.example:8443')
    expect(pub.ANALYTICS_ALLOW_LOCALHOST).toBe(false)
    expect(pub.CONSENT_SHOW_TO_BOTS).toBe(false)
    expect(pub.CONSENT_OPTIONAL_CATEGORIES).toEqual([])
  })

  it('reads the endpoint, domain, flags and categories', () => {
    const pub = toPublicConfig(
      parseEnv({
        ANALYTICS_ENDPOINT: 'http://analytics.test/api/event',
        ANALYTICS_DOMAIN: 'equipro.fr',
        ANALYTICS_ALLOW_LOCALHOST: '1',
        CONSENT_SHOW_TO_BOTS: 'true',
        CONSENT_OPTIONAL_CATEGORIES: ' functional, ',
      }),
    )
    expect(pub).toMatchObject({
      ANALYTICS_ENDPOINT: 'http://analytics.test/api/event',
      ANALYTICS_DOMAIN: 'equipro.fr',
      ANALYTICS_ALLOW_LOCALHOST: true,
      CONSENT_SHOW_TO_BOTS: true,
      CONSENT_OPTIONAL_CATEGORIES: ['functional'],
    })
    expect(parseEnv({ ANALYTICS_ALLOW_LOCALHOST: 'off' }).ANALYTICS_ALLOW_LOCALHOST).toBe(false)
  })

  it('names bad values', () => {
    expect(() => parseEnv({ ANALYTICS_ENDPOINT: 'analytics.test' })).toThrow(/ANALYTICS_ENDPOINT/)
    expect(() => parseEnv({ CONSENT_SHOW_TO_BOTS: 'peut-être' })).toThrow(/CONSENT_SHOW_TO_BOTS/)
    expect(() => parseEnv({ CONSENT_OPTIONAL_CATEGORIES: 'functional,publicite' })).toThrow(
      /CONSENT_OPTIONAL_CATEGORIES/,
    )
  })
})

describe('password sign-in', () => {
  it('is off by default and public when turned on', () => {
    expect(toPublicConfig(parseEnv({})).PASSWORD_LOGIN).toBe(false)
    expect(toPublicConfig(parseEnv({ PASSWORD_LOGIN: 'true' })).PASSWORD_LOGIN).toBe(true)
    expect(() => parseEnv({ PASSWORD_LOGIN: 'souvent' })).toThrow(/PASSWORD_LOGIN/)
  })
})

describe('production start', () => {
  const everyAddress = {
    SITE_URL: 'https://boutique.example.fr',
    OIDC_AUTHORITY: 'https://sso.example.fr/realms/pro',
    ORDER_SYSTEM_URL: 'https://erp.example.fr/shopinvader/',
    SHOP_SERVER_URL: 'https://erp.example.fr/shopinvader/',
    CMS_URL: 'https://cms.example.fr/',
    SEARCH_BACKEND: 'elasticsearch',
    ELASTICSEARCH_URL: 'http://es.internal:9200',
  }
  const missing = (env: Record<string, string>) => missingProductionVariables(env, parseEnv(env))

  it('names every back-end address left to its demo default', () => {
    const env = { ...everyAddress, NODE_ENV: 'production', ORDER_SYSTEM_URL: '', CMS_URL: ' ' }
    expect(missing(env)).toEqual(['ORDER_SYSTEM_URL', 'CMS_URL'])
    expect(missing({ NODE_ENV: 'production' })).toEqual([...PRODUCTION_VARIABLES, 'SEARCH_LOCAL_DIR'])
  })

  it('asks for the local index folder when the local search is chosen', () => {
    const local = { ...everyAddress, NODE_ENV: 'production', SEARCH_BACKEND: 'local' }
    expect(missing(local)).toEqual(['SEARCH_LOCAL_DIR'])
    expect(missing({ ...local, SEARCH_LOCAL_DIR: '/srv/index' })).toEqual([])
  })

  it('accepts the demo defaults with DEMO=1, and outside production', () => {
    expect(missing({ NODE_ENV: 'production', DEMO: '1' })).toEqual([])
    expect(missing({ NODE_ENV: 'development' })).toEqual([])
    expect(missing({ ...everyAddress, NODE_ENV: 'production' })).toEqual([])
  })

  it('says it in French and in English, naming the variables', () => {
    const message = productionRefusal(['ORDER_SYSTEM_URL', 'CMS_URL'])
    expect(message).toContain('Démarrage refusé')
    expect(message).toContain('Start refused')
    expect(message.match(/ORDER_SYSTEM_URL, CMS_URL/g)).toHaveLength(2)
  })
})
