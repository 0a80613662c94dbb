import type { default as Provider, Grant } from 'oidc-provider'
import { SHOP_SERVER_AUDIENCE } from './constants'

/**
 * Scopes the shop server's access tokens carry. They mirror the OpenID scopes so that the token says
 * which profile claims its holder may read at the userinfo endpoint (see userinfo-bridge.ts).
 */
export const SHOP_SERVER_SCOPE = 'openid email profile'

/**
 * The shop is the provider's own, first-party client: whatever it asks within the provider's scopes
 * is granted without a consent screen. Returns the grant, saved, extended with the requested scopes.
 */
export async function grantFirstParty(
  provider: Provider,
  { grantId, accountId, clientId, scope }: { grantId?: string; accountId: string; clientId: string; scope: string },
): Promise<Grant> {
  const existing = grantId ? await provider.Grant.find(grantId) : undefined
  const grant = existing?.accountId === accountId ? existing : new provider.Grant({ accountId, clientId })
  grant.addOIDCScope(scope)
  grant.addResourceScope(SHOP_SERVER_AUDIENCE, SHOP_SERVER_SCOPE)
  await grant.save()
  return grant
}
