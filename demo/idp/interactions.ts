import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { DemoContext } from '../context'
import { grantFirstParty } from './grants'
import { errorPage, loginPage } from './pages'
import { authenticate } from './users'

export const INTERACTION_PREFIX = '/interaction/'

const MAX_FORM_BYTES = 16 * 1024

/** Only inline styles: the login page runs no script, loads nothing and must never be framed. */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
}

function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, PAGE_HEADERS)
  res.end(html)
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_FORM_BYTES) throw new Error('formulaire trop volumineux')
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * The provider's interaction routes, in French: the login form, its submission and "cancel". Consent
 * is never asked: the shop is a first-party client (see grants.ts), so an explicit `prompt=consent`
 * is granted at once.
 */
export function createInteractionHandler(provider: Provider, ctx: DemoContext) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const [uid, action, ...rest] = pathname.slice(INTERACTION_PREFIX.length).split('/')
    try {
      const details = await provider.interactionDetails(req, res)
      if (!uid || details.uid !== uid || rest.length > 0) throw new Error('interaction inconnue')

      if (req.method === 'GET' && action === undefined) {
        if (details.prompt.name === 'login') return sendPage(res, 200, loginPage({ uid }))
        const accountId = details.session?.accountId
        if (details.prompt.name !== 'consent' || !accountId)
          throw new Error(`étape inattendue : ${details.prompt.name}`)
        const grant = await grantFirstParty(provider, {
          grantId: details.grantId,
          accountId,
          clientId: String(details.params.client_id),
          scope: String(details.params.scope ?? 'openid'),
        })
        return await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: grant.jti } },
          { mergeWithLastSubmission: true },
        )
      }

      if (req.method === 'POST' && action === 'login') {
        const form = await readForm(req)
        const login = form.get('login') ?? ''
        const user = await authenticate(ctx, login, form.get('password') ?? '')
        if (!user) return sendPage(res, 401, loginPage({ uid, login, failed: true }))
        return await provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.sub } },
          { mergeWithLastSubmission: false },
        )
      }

      if (req.method === 'POST' && action === 'abort') {
        return await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'Connexion annulée par l’utilisateur.' },
          { mergeWithLastSubmission: false },
        )
      }

      sendPage(res, 404, errorPage({ error: 'not_found', error_description: 'Page introuvable.' }, ctx.config.siteUrl))
    } catch (error) {
      // Typically an expired login page (interaction cookie gone): the user restarts from the shop.
      const description = error instanceof Error ? error.message : String(error)
      sendPage(res, 400, errorPage({ error: 'invalid_request', error_description: description }, ctx.config.siteUrl))
    }
  }
}
