import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { productPictures } from '@/lib/catalogue/images'
import { productHref } from '@/lib/catalogue/paths'
import { priceForRole, DEFAULT_ROLE } from '@/lib/search/document-reads'
import type { ProductHit } from '@/lib/search/types'
import { Price } from './price'
import styles from './product-card.module.css'
import { ProductImage } from './product-image'

/** Card layout width on a wide screen. */
const CARD_IMAGE_WIDTH = 320
/** Two cards a row on a phone (product-grid.module.css): half the screen each. */
const CARD_IMAGE_SIZES = `(max-width: 30rem) 50vw, ${CARD_IMAGE_WIDTH}px`

/** One product in a list: picture, brand, name, public price (a signed-in buyer's replaces it). */
export async function ProductCard({ hit, priority = false }: { hit: ProductHit; priority?: boolean }) {
  const t = await getTranslations('catalogue')
  const { product } = hit
  const publicPrice = priceForRole(product, DEFAULT_ROLE) ?? null
  const href = productHref(product)
  const name = product.model.name
  const picture = productPictures(product)[0]
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.picture}>
        {picture && (
          <ProductImage
            picture={picture}
            width={CARD_IMAGE_WIDTH}
            sizes={CARD_IMAGE_SIZES}
            alt={picture.alt ?? name}
            priority={priority}
          />
        )}
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <h3 className={styles.name}>
          <IntentLink href={href}>{name}</IntentLink>
        </h3>
        {product.variant_count > 1 && (
          <p className={`muted ${styles.variants}`}>{t('variantCount', { count: product.variant_count })}</p>
        )}
        <div className={styles.price}>
          <Price productId={product.id} price={publicPrice} markets={product.market} />
        </div>
      </div>
    </article>
  )
}
