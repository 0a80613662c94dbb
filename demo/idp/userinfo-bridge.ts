import type { IncomingMessage, ServerResponse } from 'node:http'
import { createLocalJWKSet, jwtVerify } from 'jose'
import type { DemoContext } from '../context'
import { claimsForScopes } from './claims'
import { SHOP_SERVER_AUDIENCE } from './constants'
import { publicKeys } from './keys'
import { findUserBySub } from './users'

export const USERINFO_PATH = '/me'

/**
 * oidc-provider refuses at its userinfo endpoint any access token issued for a resource server, and
 * every token this provider issues is one (the shop server's JWT). Like Keycloak or Auth0, this
 * provider answers userinfo for those tokens too: the JWT is verified here and the claims its scope
 * releases are returned. Anything this bridge cannot verify goes on to oidc-provider, which answers
 * the standard errors.
 */
export async function createUserinfoBridge(ctx: DemoContext) {
  const keys = createLocalJWKSet(await publicKeys(ctx.config.dataDir))
  const shopOrigin = new URL(ctx.config.siteUrl).origin

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const header = req.headers.authorization
    if ((req.method !== 'GET' && req.method !== 'POST') || !header?.startsWith('Bearer ')) return false
    let sub: string | undefined
    let scope: unknown
    try {
      ;({
        payload: { sub, scope },
      } = await jwtVerify(header.slice('Bearer '.length).trim(), keys, {
        issuer: ctx.config.urls.idp,
        audience: SHOP_SERVER_AUDIENCE,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      }))
    } catch {
      return false
    }
    const scopes = new Set(typeof scope === 'string' ? scope.split(' ') : [])
    const user = sub ? await findUserBySub(ctx, sub) : undefined
    if (!user || !scopes.has('openid')) return false

    const origin = req.headers.origin
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Origin',
      ...(origin === shopOrigin ? { 'Access-Control-Allow-Origin': origin } : {}),
    })
    res.end(JSON.stringify(claimsForScopes(user, scopes)))
    return true
  }
}
