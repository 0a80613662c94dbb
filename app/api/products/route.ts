import { createTranslator } from 'use-intl/core'
import { PRODUCTS_CACHE_CONTROL, parseProductsRequest } from '@/lib/ordering/products-request'
import { quickOrderProducts } from '@/lib/ordering/quick-order-product'
import { getSearch } from '@/lib/search'
import { logRefusedRequest } from '@/lib/log/refused-requests'
import messages from '@/messages/fr.json'

/**
 * `GET /api/products?sku=A&sku=B…`: the quick order's look-up of references, read from the search
 * back end on the server (the browser never talks to it). A GET route, not a server action: see
 * lib/ordering/products-request.ts. References the catalogue does not know are simply absent.
 */

const t = createTranslator({ locale: 'fr', messages, namespace: 'quickOrder.api' })
const noStore = { 'Cache-Control': 'no-store' }

export async function GET(request: Request): Promise<Response> {
  const parsed = parseProductsRequest(new URL(request.url).searchParams)
  if (!parsed.ok) {
    logRefusedRequest('/api/products', parsed.error, request.url)
    return Response.json({ error: t(parsed.error) }, { status: 400, headers: noStore })
  }
  try {
    const hits = await getSearch().productsBySkus(parsed.skus)
    return Response.json(
      { products: quickOrderProducts(hits, parsed.skus) },
      { headers: { 'Cache-Control': PRODUCTS_CACHE_CONTROL } },
    )
  } catch {
    // getSearch() has logged the cause for the operator.
    return Response.json({ error: t('unavailable') }, { status: 503, headers: noStore })
  }
}
