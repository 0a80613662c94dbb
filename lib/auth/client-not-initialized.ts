/**
 * "Client not initialized" (docs/product/sign-in.md#sign-in): a sign-in asked for before the identity provider's client exists
 * (its code not loaded, or no session in this environment). Its own module: every page's session
 * provider throws it, without loading the session's code.
 */
export class ClientNotInitializedError extends Error {
  constructor() {
    super('Client not initialized')
    this.name = 'ClientNotInitializedError'
  }
}
