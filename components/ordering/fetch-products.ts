import { productsResponseSchema, type QuickOrderProduct } from '@/lib/ordering/products-request'

/** The quick order's transport: `GET /api/products` for one batch, answer parsed. Throws on any failure. */
export async function fetchProducts(skus: string[]): Promise<QuickOrderProduct[]> {
  const query = new URLSearchParams(skus.map((sku) => ['sku', sku]))
  const response = await fetch(`/api/products?${query}`)
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`)
  return productsResponseSchema.parse(await response.json()).products
}
