import { createHash, randomBytes } from 'node:crypto'

/**
 * Test helper: signs in at the demo identity provider over HTTP the way a browser does (authorization
 * code flow, PKCE S256, the French login form, redirects and cookies by hand), then redeems the code.
 * Tests get real tokens from the real provider instead of minting look-alikes.
 */

export interface PkceLoginOptions {
  issuer: string
  clientId: string
  redirectUri: string
  login: string
  password: string
  scope?: string
  /** Pass a jar to keep the provider's session cookies, e.g. to call end-session afterwards. */
  jar?: CookieJar
}

export interface TokenSet {
  access_token: string
  id_token: string
  refresh_token: string
  token_type: string
  expires_in: number
  scope?: string
}

export interface PkcePair {
  verifier: string
  challenge: string
}

export function pkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

interface Discovery {
  authorization_endpoint: string
  token_endpoint: string
}

/** Just enough of a cookie jar for one provider host: name → value, expired cookies dropped. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a))
      if (gone || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** fetch without following redirects, sending and keeping cookies. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
    })
    this.store(response)
    return response
  }
}

const MAX_HOPS = 10

export async function loginWithPkce(options: PkceLoginOptions): Promise<TokenSet> {
  const {
    issuer,
    clientId,
    redirectUri,
    login,
    password,
    scope = 'openid profile email',
    jar = new CookieJar(),
  } = options
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Discovery
  const { verifier, challenge } = pkcePair()
  const state = randomBytes(16).toString('base64url')

  const authorize = new URL(discovery.authorization_endpoint)
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()

  const send = (url: string, init: RequestInit = {}) => jar.fetch(url, init)

  let url = authorize.toString()
  let response = await send(url)
  let submitted = false
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url).toString()
      if (url.startsWith(redirectUri)) return redeem(discovery, url, { clientId, redirectUri, state, verifier })
      response = await send(url)
      continue
    }
    const page = await response.text()
    if (response.status === 401) throw new Error('Identifiant ou mot de passe incorrect.')
    const action = /<form method="post" action="([^"]+\/login)"/.exec(page)?.[1]
    if (response.status !== 200 || !action || submitted) {
      throw new Error(`réponse inattendue du fournisseur d’identité (${response.status}) sur ${url}`)
    }
    submitted = true
    url = new URL(action, url).toString()
    response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login, password }).toString(),
    })
  }
  throw new Error('trop de redirections pendant la connexion')
}

async function redeem(
  discovery: Discovery,
  callback: string,
  {
    clientId,
    redirectUri,
    state,
    verifier,
  }: { clientId: string; redirectUri: string; state: string; verifier: string },
): Promise<TokenSet> {
  const params = new URL(callback).searchParams
  if (params.get('error')) throw new Error(`${params.get('error')}: ${params.get('error_description') ?? ''}`)
  if (params.get('state') !== state) throw new Error('State does not match')
  const code = params.get('code')
  if (!code) throw new Error('A code is required')

  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  })
  const body = (await response.json()) as TokenSet & { error?: string; error_description?: string }
  if (!response.ok) throw new Error(`échange du code refusé : ${body.error} ${body.error_description ?? ''}`)
  return body
}
