import { createHash } from 'node:crypto'
import type { AppConfig } from '@/lib/config/schema'
import { FIRST_LAYER_SCRIPT } from '@/lib/consent/first-layer'
import { EMBED_ORIGINS } from '@/lib/cms/embeds'
import { BASE_SECURITY_HEADERS } from './static-headers'

interface PolicyOptions {
  https: boolean
  dev: boolean
  /** The silent-renew page runs inside a hidden frame of the shop itself. */
  sameOriginFrame?: boolean
  /**
   * Per-request nonce for the pages rendered on every request (account, checkout): their scripts must
   * carry it, and no inline script runs without it. Cached public pages have none (ADR 0002).
   */
  nonce?: string
}

type Origins = Pick<AppConfig, 'OIDC_AUTHORITY' | 'ORDER_SYSTEM_URL' | 'SHOP_SERVER_URL' | 'CMS_URL'> &
  Partial<Pick<AppConfig, 'ANALYTICS_ENDPOINT'>>

const origin = (url: string) => new URL(url).origin

/** The cookie banner's one inline script, the same on every page, allowed by its hash where a nonce rules. */
const FIRST_LAYER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_LAYER_SCRIPT).digest('base64')}'`

/**
 * The Content-Security-Policy of every page. Scripts are limited to our own origin; inline scripts are
 * allowed because App Router's bootstrap is inline and a nonce would make every catalogue page dynamic
 * (docs/adr/0002-content-security-policy.md). The browser may only talk to the back ends it needs.
 */
export function contentSecurityPolicy(config: Origins, options: PolicyOptions): string {
  const idp = origin(config.OIDC_AUTHORITY)
  const api = [origin(config.ORDER_SYSTEM_URL), origin(config.SHOP_SERVER_URL)]
  const media = origin(config.CMS_URL)
  const analytics = config.ANALYTICS_ENDPOINT ? [origin(config.ANALYTICS_ENDPOINT)] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      ...(options.nonce
        ? ["'self'", `'nonce-${options.nonce}'`, FIRST_LAYER_SCRIPT_HASH, "'strict-dynamic'"]
        : ["'self'", "'unsafe-inline'"]),
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', media],
    'media-src': ["'self'", media],
    'font-src': ["'self'"],
    'connect-src': ["'self'", idp, ...api, ...analytics],
    // The identity provider's silent-renew and session-check frames, and the sites CMS pages may embed.
    'frame-src': [idp, ...EMBED_ORIGINS],
    // Sign-in redirects to the identity provider; payment forms post to the shop server's providers.
    'form-action': ["'self'", idp, ...api],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': [options.sameOriginFrame ? "'self'" : "'none'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
  if (options.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

export function securityHeaders(config: Origins, options: PolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    ...BASE_SECURITY_HEADERS,
  }
  // HSTS over plain HTTP is ignored by browsers and would only mislead.
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
