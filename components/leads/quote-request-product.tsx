import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { ProductImage } from '@/components/product/product-image'
import { productPictures } from '@/lib/catalogue/images'
import { productHref } from '@/lib/catalogue/paths'
import type { ProductDocument } from '@/lib/search/documents'
import styles from './quote-request-product.module.css'

const PICTURE_WIDTH = 160

/** The product a quote request is about: picture, name, sku and the way back to its page. */
export async function QuoteRequestProduct({ product }: { product: ProductDocument }) {
  const [t, productT] = await Promise.all([getTranslations('lead.product'), getTranslations('product')])
  const picture = productPictures(product)[0]
  return (
    <section className={styles.summary} aria-label={t('label')} data-testid="lead-product">
      {picture && (
        <ProductImage
          picture={picture}
          width={PICTURE_WIDTH}
          sizes={`${PICTURE_WIDTH}px`}
          alt={picture.alt ?? product.name}
          className={styles.picture}
        />
      )}
      <div>
        <p className={styles.name}>{product.name}</p>
        {product.sku && <p className="muted">{productT('sku', { sku: product.sku })}</p>}
        <IntentLink href={productHref(product)}>{t('back')}</IntentLink>
      </div>
    </section>
  )
}
