import { productPictures } from '@/lib/catalogue/images'
import { productHref } from '@/lib/catalogue/paths'
import type { ProductSummary } from '@/lib/cart/types'
import { displayPrice } from '@/lib/price/format'
import { type ProductDocument } from '@/lib/search/documents'
import { priceForRole, DEFAULT_ROLE } from '@/lib/search/document-reads'

/** What a cart line shows of a catalogue product: public data only, the smallest picture, the public untaxed price. */
export function summarizeProduct(
  doc: ProductDocument,
  fallbackImages?: Pick<ProductDocument, 'images'>,
): ProductSummary {
  const price = priceForRole(doc, DEFAULT_ROLE)
  const [picture] = productPictures(doc.images.length > 0 || !fallbackImages ? doc : fallbackImages)
  return {
    name: doc.name,
    sku: doc.sku,
    href: productHref(doc),
    image: picture?.sources[0]?.src ?? null,
    price: price ? displayPrice(price, { taxIncluded: false }).amount : null,
  }
}
