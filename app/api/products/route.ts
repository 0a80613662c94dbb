import { createTranslator } from 'use-intl/core'
import { catalogueProducts } from '@/lib/ordering/catalogue-products'
import { PRODUCTS_CACHE_CONTROL, parseProductsRequest } from '@/lib/ordering/products-request'
import { getSearch } from '@/lib/search'
import messages from '@/messages/fr.json'

/**
 * `GET /api/products?sku=A&sku=B…` or `?id=1&id=2…`: catalogue variants by reference (the quick order)
 * or by id (the cart's lines), read from the search back end on the server (the browser never talks
 * to it). A GET route, not a server action: see lib/ordering/products-request.ts. What the catalogue
 * does not know is simply absent.
 */

const t = createTranslator({ locale: 'fr', messages, namespace: 'productsApi' })
const noStore = { 'Cache-Control': 'no-store' }

export async function GET(request: Request): Promise<Response> {
  const parsed = parseProductsRequest(new URL(request.url).searchParams)
  if (!parsed.ok) {
    console.warn(`[products] refused (${parsed.error}): ${request.url.slice(0, 300)}`)
    return Response.json({ error: t(parsed.error) }, { status: 400, headers: noStore })
  }
  const { query } = parsed
  try {
    const search = getSearch()
    const hits = query.by === 'sku' ? await search.productsBySkus(query.skus) : await search.productsByIds(query.ids)
    return Response.json(
      { products: catalogueProducts(hits, query) },
      { headers: { 'Cache-Control': PRODUCTS_CACHE_CONTROL } },
    )
  } catch {
    // getSearch() has logged the cause for the operator.
    return Response.json({ error: t('unavailable') }, { status: 503, headers: noStore })
  }
}
