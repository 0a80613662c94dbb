import type { UserManagerSettings } from 'oidc-client-ts'
import type { PublicConfig } from '@/lib/config/schema'

/** The return page of the sign-in and sign-out redirects (docs/product/sign-in.md#return-page). */
export const OIDC_REDIRECT_PATH = '/account/oidc-redirect'
/**
 * A static page (public/account/silent-renew.html): inside the hidden renewal frame it must not boot
 * the shop (session, analytics, cookie banner), and all it does is hand the URL back to the parent.
 */
export const SILENT_RENEW_PATH = '/account/silent-renew.html'

/** docs/product/constants.md#identity */
export const AUTH_TIMINGS = {
  accessTokenExpiringNotificationS: 60,
  silentRequestTimeoutS: 10,
  silentRenewRetryMs: 5_000,
  checkSessionIntervalS: 2,
  popupHeightPx: 640,
  staleStateAgeS: 900,
  /**
   * oidc-client-ts 3 has no clock-skew setting (it no longer checks token times itself); the session
   * applies it when deciding whether a stored user's token is still worth using (lib/auth/session.ts).
   */
  clockSkewS: 300,
} as const

type OidcConfig = Pick<PublicConfig, 'SITE_URL' | 'OIDC_AUTHORITY' | 'OIDC_CLIENT_ID' | 'OIDC_SCOPE'>

/**
 * The UserManager's settings, without the stores (which need the browser, see user-manager.ts).
 * Pure so that a test can check every value of docs/product/constants.md#identity.
 */
export function userManagerSettings(config: OidcConfig): UserManagerSettings {
  const site = config.SITE_URL.replace(/\/+$/, '')
  return {
    authority: config.OIDC_AUTHORITY,
    client_id: config.OIDC_CLIENT_ID,
    redirect_uri: `${site}${OIDC_REDIRECT_PATH}`,
    silent_redirect_uri: `${site}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${site}${OIDC_REDIRECT_PATH}`,
    response_type: 'code',
    scope: withOpenid(config.OIDC_SCOPE),
    disablePKCE: false,
    // The buyer's name and flags come from the shop server; the ID token's subject is all we need.
    loadUserInfo: false,
    // Renewal is on, run by the session (lib/auth/session.ts) as a single flight: the library's own
    // timer would be a second renewer in the same tab (oidc-client-ts#1618).
    automaticSilentRenew: false,
    validateSubOnSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: AUTH_TIMINGS.accessTokenExpiringNotificationS,
    silentRequestTimeoutInSeconds: AUTH_TIMINGS.silentRequestTimeoutS,
    // Polled only where the provider publishes a check_session_iframe; harmless otherwise.
    monitorSession: true,
    checkSessionIntervalInSeconds: AUTH_TIMINGS.checkSessionIntervalS,
    // The library polls an open popup every 500 ms (fixed in oidc-client-ts); only its size is ours.
    popupWindowFeatures: { location: false, toolbar: false, height: AUTH_TIMINGS.popupHeightPx },
    staleStateAgeInSeconds: AUTH_TIMINGS.staleStateAgeS,
    // oidc-client-ts revokes before it redirects to the provider's end-session endpoint, and any failed
    // revocation cancels that redirect (the session then tries again without revoking, session.ts).
    revokeTokensOnSignout: true,
    // Only the refresh token: access tokens are JWTs the shop server verifies offline, which a provider
    // may refuse to revoke (RFC 7009 §2.2.1 `unsupported_token_type`; oidc-provider always does).
    revokeTokenTypes: ['refresh_token'],
    // RFC 7009 §2.2: a revocation's answer is its status code alone, often an empty `text/plain` body
    // (oidc-provider's), which oidc-client-ts would otherwise reject for not being JSON.
    revokeTokenAdditionalContentTypes: ['text/plain'],
    redirectMethod: 'assign',
  }
}

/** docs/product/sign-in.md#sign-in: the scope always includes `openid`, whatever the configuration adds. */
function withOpenid(scope: string): string {
  const scopes = scope.split(/\s+/).filter(Boolean)
  return (scopes.includes('openid') ? scopes : ['openid', ...scopes]).join(' ')
}
