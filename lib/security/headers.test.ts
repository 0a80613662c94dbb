import { createHash } from 'node:crypto'
import { FIRST_LAYER_SCRIPT } from '@/lib/consent/first-layer'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from './headers'

const config = {
  OIDC_AUTHORITY: 'https://auth.example.fr/realms/shop',
  ORDER_SYSTEM_URL: 'https://erp.example.fr/shopinvader/',
  SHOP_SERVER_URL: 'https://api.example.fr/',
  CMS_URL: 'https://cms.example.fr/',
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describe('securityHeaders', () => {
  it('locks down objects, base URIs and framing', () => {
    const csp = securityHeaders(config, { https: true, dev: false })['Content-Security-Policy']
    expect(directive(csp!, 'object-src')).toBe("object-src 'none'")
    expect(directive(csp!, 'base-uri')).toBe("base-uri 'none'")
    expect(directive(csp!, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  })

  it('lets the browser reach exactly the back ends it talks to', () => {
    const csp = securityHeaders(config, { https: true, dev: false })['Content-Security-Policy']!
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://auth.example.fr https://erp.example.fr https://api.example.fr",
    )
    expect(directive(csp, 'img-src')).toContain('https://cms.example.fr')
    const withAnalytics = securityHeaders(
      { ...config, ANALYTICS_ENDPOINT: 'https://stats.example.fr/api/event' },
      { https: true, dev: false },
    )['Content-Security-Policy']!
    expect(directive(withAnalytics, 'connect-src')).toContain('https://stats.example.fr')
    expect(directive(csp, 'script-src')).not.toContain('unsafe-eval')
  })

  it('lets no inline script run on pages with a nonce but the cookie banner’s, trusting what the nonced scripts load', () => {
    const csp = securityHeaders(config, { https: true, dev: false, nonce: 'bm9uY2U=' })['Content-Security-Policy']!
    const banner = createHash('sha256').update(FIRST_LAYER_SCRIPT).digest('base64')
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-bm9uY2U=' 'sha256-${banner}' 'strict-dynamic'`)
    const cached = securityHeaders(config, { https: true, dev: false })['Content-Security-Policy']!
    expect(directive(cached, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
  })

  it('allows frames from the identity provider and the embeddable sites only', () => {
    const csp = securityHeaders(config, { https: true, dev: false })['Content-Security-Policy']!
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://auth.example.fr https://www.openstreetmap.org https://www.youtube-nocookie.com https://player.vimeo.com',
    )
  })

  it('sends HSTS and upgrades requests only over HTTPS', () => {
    expect(securityHeaders(config, { https: true, dev: false })['Strict-Transport-Security']).toMatch(
      /max-age=31536000/,
    )
    const plain = securityHeaders(config, { https: false, dev: false })
    expect(plain['Strict-Transport-Security']).toBeUndefined()
    expect(plain['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')
  })

  it('lets only the shop itself frame the silent-renew page', () => {
    const csp = securityHeaders(config, { https: false, dev: false, sameOriginFrame: true })['Content-Security-Policy']!
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('allows eval only for the development server', () => {
    expect(securityHeaders(config, { https: false, dev: true })['Content-Security-Policy']).toContain("'unsafe-eval'")
  })

  it('always sets nosniff and a referrer policy', () => {
    const headers = securityHeaders(config, { https: false, dev: false })
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })
})
