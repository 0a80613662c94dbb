/**
 * oidc-provider ships no types (and @types/oidc-provider lags behind v9); this declares only the
 * surface the demo identity provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface AdapterPayload {
    [key: string]: unknown
    grantId?: string
    uid?: string
    consumed?: number
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface Account {
    accountId: string
    claims(use: 'id_token' | 'userinfo', scope: string): Promise<{ sub: string; [claim: string]: unknown }>
  }

  export interface Client {
    clientId: string
    clientAuthMethod: string
    redirectUris: string[]
    grantTypeAllowed(type: string): boolean
  }

  export interface ClientMetadata {
    client_id: string
    client_name?: string
    token_endpoint_auth_method: 'none'
    application_type: 'web'
    grant_types: string[]
    response_types: string[]
    redirect_uris: string[]
    post_logout_redirect_uris: string[]
  }

  export interface Grant {
    readonly jti: string
    accountId: string
    clientId: string
    addOIDCScope(scope: string): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export interface Session {
    accountId?: string
    grantIdFor(clientId: string): string | undefined
  }

  export interface RefreshToken {
    remainingTTL: number
  }

  export interface OIDCContext {
    route: string
    client?: Client
    session?: Session
    params?: Record<string, unknown>
    result?: { consent?: { grantId?: string } }
    entities: { RotatedRefreshToken?: RefreshToken }
  }

  /** A Koa context, as far as the hooks below touch it. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext
    host: string
    type: string
    body: unknown
  }

  export interface ResourceServer {
    audience: string
    scope: string
    accessTokenFormat: 'jwt' | 'opaque'
    accessTokenTTL?: number
    jwt?: { sign?: { alg: string } }
  }

  export interface ErrorOut {
    error: string
    error_description?: string
    state?: string
  }

  export interface Configuration {
    adapter?: (model: string) => Adapter
    clients: ClientMetadata[]
    jwks: { keys: object[] }
    cookies: { keys: string[] }
    claims: Record<string, readonly string[]>
    scopes?: string[]
    responseTypes: string[]
    pkce: { required: (ctx: KoaContextWithOIDC, client: Client) => boolean }
    findAccount(ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined>
    loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined>
    issueRefreshToken(ctx: KoaContextWithOIDC, client: Client): Promise<boolean>
    clientBasedCORS(ctx: KoaContextWithOIDC, origin: string, client: Client): boolean
    interactions: { url(ctx: KoaContextWithOIDC, interaction: { uid: string }): string }
    renderError(ctx: KoaContextWithOIDC, out: ErrorOut, error: Error): Promise<void>
    ttl: Partial<Record<string, number | ((ctx: KoaContextWithOIDC, token: unknown, client: Client) => number)>>
    features: {
      devInteractions: { enabled: boolean }
      revocation: {
        enabled: boolean
        allowedPolicy(ctx: KoaContextWithOIDC, client: Client, token: { clientId: string }): Promise<boolean>
      }
      userinfo?: { enabled: boolean }
      rpInitiatedLogout: {
        enabled: boolean
        logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void>
        postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>
      }
      resourceIndicators: {
        enabled: boolean
        defaultResource(
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ): Promise<string | string[] | undefined>
        useGrantedResource(ctx: KoaContextWithOIDC, model: unknown): Promise<boolean>
        getResourceServerInfo(ctx: KoaContextWithOIDC, resource: string, client: Client): Promise<ResourceServer>
      }
    }
  }

  export interface InteractionDetails {
    uid: string
    grantId?: string
    prompt: { name: string; reasons: string[] }
    params: Record<string, unknown>
    session?: { accountId: string }
  }

  export type InteractionResult =
    { login: { accountId: string } } | { consent: { grantId: string } } | { error: string; error_description?: string }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly issuer: string
    Grant: {
      new (init: { clientId: string; accountId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error
  }
}
