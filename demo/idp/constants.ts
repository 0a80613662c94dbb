import type { DemoConfig } from '../config'

/** Audience (and resource indicator) of the access tokens: the shop server is their only resource server. */
export const SHOP_SERVER_AUDIENCE = 'urn:boutique-pro:shop-server'

/** The shop's sign-in return page (docs/product/sign-in.md#return-page). */
export const OIDC_REDIRECT_PATH = '/account/oidc-redirect'

/** The static page oidc-client-ts loads in a hidden iframe for silent renewal. */
export const SILENT_RENEW_PATH = '/account/silent-renew.html'

/** Token lifetimes, in seconds. */
export const TTL = {
  accessToken: 10 * 60,
  idToken: 10 * 60,
  refreshToken: 24 * 60 * 60,
  session: 24 * 60 * 60,
  /** The login page stays usable for this long after the shop redirected to it. */
  interaction: 30 * 60,
} as const

/** The shop registers exactly these URIs; anything else is refused by the provider. */
export function redirectUris(config: Pick<DemoConfig, 'siteUrl'>): string[] {
  return [`${config.siteUrl}${OIDC_REDIRECT_PATH}`, `${config.siteUrl}${SILENT_RENEW_PATH}`]
}

/** The shop's sign-out comes back through its return page, which then goes to the page the buyer asked for. */
export function postLogoutRedirectUris(config: Pick<DemoConfig, 'siteUrl'>): string[] {
  return [`${config.siteUrl}/`, `${config.siteUrl}/account/login`, `${config.siteUrl}${OIDC_REDIRECT_PATH}`]
}
