import { createLocalJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import type { DemoContext } from '../context'
import { SHOP_SERVER_AUDIENCE } from '../idp/constants'
import { publicKeys } from '../idp/keys'

/** Clock skew tolerated between the provider and this server. */
const CLOCK_TOLERANCE_S = 5

const keySets = new Map<string, Promise<JWTVerifyGetKey>>()

/** The provider runs in this process: its public keys are read from the data folder, not fetched. */
function keysFor(dataDir: string): Promise<JWTVerifyGetKey> {
  let keys = keySets.get(dataDir)
  if (!keys) {
    keys = publicKeys(dataDir).then((jwks) => createLocalJWKSet(jwks))
    keySets.set(dataDir, keys)
  }
  return keys
}

export type TokenCheck = { ok: true; sub: string } | { ok: false; reason: string }

/**
 * Checks an access token the way a resource server must (RFC 9068): signature by the provider's key,
 * `at+jwt` type (an ID token is refused), issuer, audience = this server, expiry, and a subject.
 */
export async function verifyAccessToken(ctx: DemoContext, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await keysFor(ctx.config.dataDir), {
      issuer: ctx.config.urls.idp,
      audience: SHOP_SERVER_AUDIENCE,
      typ: 'at+jwt',
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_S,
    })
    return payload.sub ? { ok: true, sub: payload.sub } : { ok: false, reason: 'sujet manquant' }
  } catch (error) {
    if (error instanceof errors.JOSEError) return { ok: false, reason: error.code }
    throw error
  }
}
