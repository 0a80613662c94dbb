import type { IdpUser } from './users'

/** Which claims each scope releases (OpenID Connect Core §5.4). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'locale'],
} as const satisfies Record<string, readonly string[]>

type Scope = keyof typeof SCOPE_CLAIMS

/** Every claim the provider knows about a user; oidc-provider filters them by scope itself. */
export function userClaims(user: IdpUser): { sub: string; [claim: string]: unknown } {
  return {
    sub: user.sub,
    email: user.login,
    // Demo accounts are trusted and registration has no e-mail check in this demo.
    email_verified: true,
    name: user.name,
    ...(user.givenName ? { given_name: user.givenName } : {}),
    ...(user.familyName ? { family_name: user.familyName } : {}),
    locale: 'fr-FR',
  }
}

/** The claims `scopes` release, for answers oidc-provider does not build itself. */
export function claimsForScopes(user: IdpUser, scopes: ReadonlySet<string>): Record<string, unknown> {
  const all = userClaims(user)
  const allowed = new Set<string>(
    (Object.keys(SCOPE_CLAIMS) as Scope[]).filter((s) => scopes.has(s)).flatMap((s) => SCOPE_CLAIMS[s]),
  )
  return Object.fromEntries(Object.entries(all).filter(([claim]) => allowed.has(claim)))
}
