/**
 * Events must never carry personal data (an e-mail, a name, a token). Props are a closed list of typed
 * fields, and URLs lose everything but their path and a few campaign parameters.
 */

export interface AnalyticsProps {
  signed_in?: boolean
  collectivity?: boolean
  /** The cart's ERP id or uuid; no other shape gets through. */
  cart_id?: string | number
  /** Outbound links: where the visitor went, without query or fragment. */
  url?: string
  /** Add to cart: which catalogue product and how many, nothing about who. */
  product_id?: number
  qty?: number
}

const positiveInteger = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined

/** Query parameters that describe a campaign or a catalogue page, never a person. */
const SAFE_QUERY_PARAMETERS = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'ref',
  'source',
  'sku',
  'page',
])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DIGITS = /^\d{1,18}$/
/** An e-mail address, or a JWT-like run of three base64url parts. */
const PERSONAL = /@|%40|[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/

export function looksPersonal(value: string): boolean {
  return PERSONAL.test(value)
}

function cartId(value: unknown): string | number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined
  if (typeof value === 'string' && (DIGITS.test(value) || UUID.test(value))) return value
  return undefined
}

export function sanitizeProps(props: unknown): AnalyticsProps {
  if (typeof props !== 'object' || props === null) return {}
  const input = props as Record<string, unknown>
  const clean: AnalyticsProps = {}
  if (typeof input.signed_in === 'boolean') clean.signed_in = input.signed_in
  if (typeof input.collectivity === 'boolean') clean.collectivity = input.collectivity
  const cart = cartId(input.cart_id)
  if (cart !== undefined) clean.cart_id = cart
  const url = typeof input.url === 'string' ? sanitizeUrl(input.url, { keepHash: false }) : null
  if (url) clean.url = url
  const productId = positiveInteger(input.product_id)
  if (productId !== undefined) clean.product_id = productId
  const qty = positiveInteger(input.qty)
  if (qty !== undefined) clean.qty = qty
  return clean
}

/**
 * Origin, path and the safe query parameters of an http(s) URL; `null` for anything else. Credentials,
 * tokens in the query (`?token=`, `?code=&state=`) and path segments that look personal are dropped.
 */
export function sanitizeUrl(raw: string, options: { keepHash: boolean }): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const path = url.pathname
    .split('/')
    .map((segment) => (looksPersonal(safeDecode(segment)) ? '-' : segment))
    .join('/')
  const query = new URLSearchParams()
  for (const [name, value] of url.searchParams) {
    if (SAFE_QUERY_PARAMETERS.has(name) && !looksPersonal(value)) query.append(name, value)
  }
  const search = query.size > 0 ? `?${query.toString()}` : ''
  const hash = options.keepHash && !looksPersonal(safeDecode(url.hash)) ? url.hash : ''
  return `${url.origin}${path}${search}${hash}`
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
