import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { DemoContext } from '../context'
import { storeAdapter } from './adapter'
import { SCOPE_CLAIMS, userClaims } from './claims'
import { SHOP_SERVER_AUDIENCE, TTL, postLogoutRedirectUris, redirectUris } from './constants'
import { SHOP_SERVER_SCOPE, grantFirstParty } from './grants'
import { cookieKeys, signingKeys } from './keys'
import { INTERACTION_PREFIX } from './interactions'
import { errorPage, loggedOutPage, logoutPage } from './pages'
import { findUserBySub } from './users'

function html(koa: KoaContextWithOIDC, body: string): void {
  koa.type = 'html'
  koa.body = body
}

/**
 * A real OpenID Connect provider (oidc-provider) with one public client, the shop: authorization
 * code flow only, PKCE S256 required, rotating refresh tokens, revocation and RP-initiated logout.
 * Access tokens are JWTs for one resource server, the shop server, which verifies them offline.
 */
export async function createProvider(ctx: DemoContext): Promise<Provider> {
  const { config } = ctx
  // The fault control may shorten token lifetimes (demo/order-system/faults.ts); read at each issue.
  const accessTokenTtl = () => ctx.faults.tokenTtlS ?? TTL.accessToken
  const configuration: Configuration = {
    adapter: storeAdapter(ctx.store),
    clients: [
      {
        client_id: config.oidcClientId,
        client_name: 'Boutique Pro',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris(config),
        post_logout_redirect_uris: postLogoutRedirectUris(config),
      },
    ],
    jwks: await signingKeys(config.dataDir),
    cookies: { keys: await cookieKeys(config.dataDir) },
    claims: SCOPE_CLAIMS,
    responseTypes: ['code'],
    pkce: { required: () => true },
    async findAccount(_koa, sub) {
      const user = await findUserBySub(ctx, sub)
      return user && { accountId: sub, claims: async () => userClaims(user) }
    },
    async loadExistingGrant(koa) {
      const { client, session, result, params } = koa.oidc
      if (!client || !session?.accountId) return undefined
      return grantFirstParty(provider, {
        grantId: result?.consent?.grantId ?? session.grantIdFor(client.clientId),
        accountId: session.accountId,
        clientId: client.clientId,
        scope: String(params?.scope ?? 'openid'),
      })
    },
    // Without offline_access oidc-provider issues no refresh token; the shop may renew either way,
    // and its refresh tokens still end with the provider session (rotation is on for public clients).
    async issueRefreshToken(_koa, client) {
      return client.grantTypeAllowed('refresh_token')
    },
    // The browser calls token, userinfo and revocation from the shop's origin, and from nowhere else.
    clientBasedCORS(_koa, origin, client) {
      return client.redirectUris.some((uri) => new URL(uri).origin === origin)
    },
    interactions: { url: (_koa, interaction) => `${INTERACTION_PREFIX}${interaction.uid}` },
    async renderError(koa, out) {
      html(koa, errorPage(out, config.siteUrl))
    },
    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: () => ctx.faults.tokenTtlS ?? TTL.idToken,
      Session: TTL.session,
      Grant: TTL.session,
      Interaction: TTL.interaction,
      // A rotated refresh token keeps what was left of the first one: one day in all, not one day per use.
      RefreshToken: (koa) => koa.oidc.entities.RotatedRefreshToken?.remainingTTL ?? TTL.refreshToken,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens (RFC 7009 §2.1); for anyone else's, nothing happens.
        async allowedPolicy(_koa, client, token) {
          return token.clientId === client.clientId
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(koa, form) {
          html(koa, logoutPage(form, typeof koa.oidc.params?.id_token_hint === 'string'))
        },
        async postLogoutSuccessSource(koa) {
          html(koa, loggedOutPage(config.siteUrl))
        },
      },
      resourceIndicators: {
        enabled: true,
        async defaultResource() {
          return SHOP_SERVER_AUDIENCE
        },
        // Refresh and code exchanges keep the shop server as audience even though openid was asked.
        async useGrantedResource() {
          return true
        },
        async getResourceServerInfo(_koa, resource) {
          if (resource !== SHOP_SERVER_AUDIENCE) throw new errors.InvalidTarget()
          return {
            audience: SHOP_SERVER_AUDIENCE,
            scope: SHOP_SERVER_SCOPE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtl(),
            jwt: { sign: { alg: 'RS256' } },
          }
        },
      },
    },
  }
  const provider = new Provider(config.urls.idp, configuration)
  return provider
}
