import { safeTarget } from '@/lib/navigation/safe-target'

/** Where a cart's payment comes back to; a quotation's payment passes its own page instead. */
export const CHECKOUT_VALIDATED_PATH = '/checkout/validated'

/**
 * The `frontend_redirect_url` of a payment transaction: a page of this shop, to which the provider
 * appends `?status=&reference=`. `path` comes from code, so one that could leave the site is a bug.
 */
export function paymentReturnUrl(siteOrigin: string, path: string = CHECKOUT_VALIDATED_PATH): string {
  const origin = new URL(siteOrigin)
  if (origin.protocol !== 'https:' && origin.protocol !== 'http:') {
    throw new TypeError(`The site origin must be http(s): ${siteOrigin}`)
  }
  if (!path.startsWith('/') || safeTarget(path, '') !== path)
    throw new TypeError(`The payment return must be a path of this site: ${path}`)
  return new URL(path, origin.origin).href
}
