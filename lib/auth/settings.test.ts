import { describe, expect, it } from 'vitest'
import { parseEnv, toPublicConfig } from '@/lib/config/schema'
import { AUTH_TIMINGS, userManagerSettings } from './settings'

const config = toPublicConfig(parseEnv({ SITE_URL: 'https://boutique.example', OIDC_AUTHORITY: 'https://idp.example' }))

describe('userManagerSettings', () => {
  it('pins the identity constants', () => {
    expect(userManagerSettings(config)).toMatchObject({
      authority: 'https://idp.example',
      client_id: 'boutique-pro',
      response_type: 'code',
      disablePKCE: false,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      checkSessionIntervalInSeconds: 2,
      monitorSession: true,
      popupWindowFeatures: { height: 640 },
      staleStateAgeInSeconds: 900,
      validateSubOnSilentRenew: true,
      revokeTokensOnSignout: true,
    })
    expect(AUTH_TIMINGS).toMatchObject({ silentRenewRetryMs: 5_000, clockSkewS: 300 })
  })

  it('revokes on sign-out only what a provider accepts, so that the sign-out reaches its end-session endpoint', () => {
    const settings = userManagerSettings(config)
    // A JWT access token may be refused (`unsupported_token_type`), which would cancel the redirect.
    expect(settings.revokeTokenTypes).toEqual(['refresh_token'])
    // RFC 7009 §2.2: the body of a successful revocation is ignored, whatever its type.
    expect(settings.revokeTokenAdditionalContentTypes).toContain('text/plain')
  })

  it('returns to the registered pages of the shop', () => {
    const settings = userManagerSettings({ ...config, SITE_URL: 'https://boutique.example/' })
    expect(settings.redirect_uri).toBe('https://boutique.example/account/oidc-redirect')
    expect(settings.post_logout_redirect_uri).toBe('https://boutique.example/account/oidc-redirect')
    expect(settings.silent_redirect_uri).toBe('https://boutique.example/account/silent-renew.html')
  })

  it('leaves renewal to the session alone, so that a tab never runs two', () => {
    expect(userManagerSettings(config).automaticSilentRenew).toBe(false)
  })

  it('always asks for openid, plus what the configuration adds', () => {
    expect(userManagerSettings(config).scope).toBe('openid profile email')
    expect(userManagerSettings({ ...config, OIDC_SCOPE: 'profile email' }).scope).toBe('openid profile email')
    expect(userManagerSettings({ ...config, OIDC_SCOPE: 'openid' }).scope).toBe('openid')
  })

  it('keeps the stores out: they need the browser and must never be localStorage', () => {
    const settings = userManagerSettings(config)
    expect(settings.userStore).toBeUndefined()
    expect(settings.stateStore).toBeUndefined()
  })
})
