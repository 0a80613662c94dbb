import { useTranslations } from 'next-intl'
import { formatPrice } from '@/lib/price/format'
import type { BlockProps } from '../block-props'
import { NamedCarousel } from '../named-carousel'
import shared from '../cms.module.css'
import { CmsImage } from '../cms-image'
import { CmsLink } from '../cms-link'
import styles from './sliders.module.css'

const PER_SLIDE = 3

/** Products three at a time; their details show on hover and keyboard focus (always on touch screens). */
export function SliderThreeImagesBlock({ block, asPageTitle = false }: BlockProps<'sections.slider-three-images'>) {
  const t = useTranslations()
  const Heading = asPageTitle ? 'h1' : 'h2'
  const groups = Array.from({ length: Math.ceil(block.slides.length / PER_SLIDE) }, (_, group) =>
    block.slides.slice(group * PER_SLIDE, (group + 1) * PER_SLIDE),
  )
  const slides = groups.map((products, index) => (
    <ul key={index} className={styles.trio}>
      {products.map((product) => (
        <li key={product.sku} className={styles.product}>
          <CmsImage image={product.image} sizes="(max-width: 767px) 100vw, 420px" className={styles.productImage} />
          <div className={styles.details}>
            <p className={styles.sku}>{t('cms.productSku', { sku: product.sku })}</p>
            <p className={styles.productTitle}>{product.title}</p>
            {product.subtitle ? <p className={styles.productSubtitle}>{product.subtitle}</p> : null}
            <p className={styles.price}>{product.price ? formatPrice(product.price) : t('price.onRequest')}</p>
            <CmsLink href={product.link.url} openInNewTab={product.link.openInNewTab} className={styles.productLink}>
              {product.link.label}
              <span className="sr-only"> : {product.title}</span>
            </CmsLink>
          </div>
        </li>
      ))}
    </ul>
  ))
  return (
    <section data-block={block.__component} className={shared.section}>
      {block.title ? (
        <div className={shared.header}>
          <Heading className={shared.title}>{block.title}</Heading>
        </div>
      ) : null}
      <NamedCarousel
        label={block.title ?? t('cms.carousel.defaultLabel')}
        slides={slides}
        autoplay={block.autoplay}
        intervalMs={block.intervalMs}
      />
    </section>
  )
}
