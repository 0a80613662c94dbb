import {
  productsResponseSchema,
  productsSearchParams,
  type CatalogueProduct,
  type ProductsQuery,
} from '@/lib/ordering/products-request'

/** `GET /api/products` for one batch, answer parsed: the quick order's and the cart's transport. Throws on any failure. */
export async function fetchProducts(query: ProductsQuery): Promise<CatalogueProduct[]> {
  const response = await fetch(`/api/products?${productsSearchParams(query)}`)
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`)
  return productsResponseSchema.parse(await response.json()).products
}
