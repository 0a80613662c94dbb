import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { Breadcrumb } from '@/components/catalogue/breadcrumb'
import { RichText } from '@/components/cms/blocks/rich-text'
import { JsonLd } from '@/components/seo/json-ld'
import { productTrail } from '@/lib/catalogue/breadcrumbs'
import { productPictures, type PictureSources } from '@/lib/catalogue/images'
import { productHref, productPagePath } from '@/lib/catalogue/paths'
import { summarizeProduct } from '@/lib/catalogue/product-summary'
import { sizeGridOf } from '@/lib/catalogue/size-grid'
import { stockOf } from '@/lib/catalogue/stock'
import { variantAxes } from '@/lib/catalogue/variants'
import { getConfig } from '@/lib/config'
import { productPageJsonLd } from '@/lib/seo/json-ld'
import { metaDescriptionOf } from '@/lib/seo/meta-description'
import { type ProductDocument } from '@/lib/search/documents'
import { isObsolete, priceForRole, DEFAULT_ROLE } from '@/lib/search/document-reads'
import type { ProductHit } from '@/lib/search/types'
import { AddToCart } from './add-to-cart'
import { LinkedProducts } from './linked-products'
import { Price } from './price'
import { ProductImage } from './product-image'
import styles from './product-view.module.css'
import { SizeGrid } from './size-grid'
import { VariantSelector } from './variant-selector'

/** The largest rendering of each picture, for search engines. */
const largest = (pictures: PictureSources[]) => pictures.flatMap((picture) => picture.sources.at(-1)?.src ?? [])

const MAIN_IMAGE_WIDTH = 640
const THUMB_WIDTH = 96
/**
 * How wide the gallery shows each picture (product-view.module.css): on a phone the main picture is
 * 10rem high and the others 3.5rem, so a phone downloads a rendering a few hundred pixels wide.
 */
const MAIN_IMAGE_SIZES = `(max-width: 48rem) 10rem, ${MAIN_IMAGE_WIDTH}px`
const THUMB_SIZES = `(max-width: 48rem) 3.5rem, ${THUMB_WIDTH}px`

/**
 * The product page: everything a crawler or a buyer without JavaScript needs is server HTML; only
 * the variant choice, the buyer's own price and the add-to-cart form are client leaves.
 */
export async function ProductView({ hit, selected }: { hit: ProductHit; selected: ProductDocument }) {
  const t = await getTranslations('product')
  const variants = hit.variants.length > 0 ? hit.variants : [hit.product]
  const axes = variantAxes(variants, selected)
  const pictures = productPictures(selected.images.length > 0 ? selected : hit.product)
  const [main, ...others] = pictures
  const name = selected.model.name
  const stock = stockOf(selected)
  const publicPrice = priceForRole(selected, DEFAULT_ROLE) ?? null
  const site = getConfig().SITE_URL
  // Every address of the model shows this page; crawlers are told its one URL (docs/product/catalogue.md#product-links).
  const page = new URL(productPagePath(selected), site).href
  const groups = selected.structured_attributes.filter((group) => group.attributes.length > 0)
  const sizeGrid = sizeGridOf(variants, (variant) => summarizeProduct(variant, hit.product))

  return (
    <>
      <meta property="og:type" content="product" />
      <Breadcrumb items={[...productTrail(selected), { name, href: productPagePath(selected) }]} />
      <article className={styles.product} data-testid="product" data-sku={selected.sku ?? undefined}>
        <figure className={styles.gallery} aria-label={t('gallery')}>
          {main && (
            <div className={styles.mainPicture}>
              <ProductImage
                picture={main}
                width={MAIN_IMAGE_WIDTH}
                sizes={MAIN_IMAGE_SIZES}
                alt={main.alt ?? name}
                priority
              />
            </div>
          )}
          {others.length > 0 && (
            <ul className={styles.thumbs}>
              {others.map((picture, index) => (
                <li key={picture.sources[0]?.src ?? index}>
                  <ProductImage picture={picture} width={THUMB_WIDTH} sizes={THUMB_SIZES} alt={picture.alt ?? name} />
                </li>
              ))}
            </ul>
          )}
        </figure>

        <div className={styles.summary}>
          {selected.brand && <p className={styles.brand}>{selected.brand.name}</p>}
          <h1>{name}</h1>
          <p className={styles.refs}>
            {selected.sku && <span>{t('sku', { sku: selected.sku })}</span>}
            {selected.ref_partner_1 && <span> · {t('refPartner', { ref: selected.ref_partner_1 })}</span>}
          </p>
          <Price productId={selected.id} price={publicPrice} markets={selected.market} size="page" />
          {stock && (
            <p className={styles.stock} data-state={stock.state} data-testid="stock">
              {t(`stock.${stock.state}`)}
              {stock.qty !== null && stock.qty > 0 && (
                <span className="muted"> · {t('stock.quantity', { qty: stock.qty })}</span>
              )}
            </p>
          )}
          {axes.length > 0 && <VariantSelector urlKey={selected.url_key} axes={axes} />}
          {selected.short_description && <p className={styles.shortDescription}>{selected.short_description}</p>}
          <AddToCart
            productId={selected.id}
            sellable={!isObsolete(selected)}
            product={summarizeProduct(selected, hit.product)}
          />
          <div className={styles.actions}>
            <IntentLink href={`/product-contact/${selected.id}`} className="button button--secondary">
              {t('quote')}
            </IntentLink>
          </div>
          {selected.technical_doc_url && (
            <p>
              <a href={selected.technical_doc_url} target="_blank" rel="noopener">
                {t('technicalDoc')}
              </a>
            </p>
          )}
        </div>
      </article>

      {/* Full width below the selector and add-to-cart: a row of eight sizes does not fit the summary column. */}
      {sizeGrid && <SizeGrid grid={sizeGrid} />}

      <div className={styles.details}>
        {selected.description && (
          <section aria-labelledby="product-description">
            <h2 id="product-description">{t('description')}</h2>
            <RichText html={selected.description} />
          </section>
        )}
        {groups.length > 0 && (
          <section aria-labelledby="product-attributes">
            <h2 id="product-attributes">{t('attributes')}</h2>
            <div className={styles.groups}>
              {groups.map((group) => (
                <div key={group.name}>
                  <h3>{group.name}</h3>
                  <dl>
                    {group.attributes.map((attribute) => (
                      <div key={attribute.code ?? attribute.name} style={{ display: 'contents' }}>
                        <dt>{attribute.name}</dt>
                        <dd>{String(attribute.value)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
            </div>
          </section>
        )}
        {selected.picto_usage.length > 0 && (
          <section aria-labelledby="product-pictos">
            <h2 id="product-pictos">{t('pictos')}</h2>
            <ul className={styles.pictos}>
              {selected.picto_usage.map((picto) => (
                <li key={picto.code}>
                  <strong>{picto.name}</strong> ({picto.code}){picto.description && <> — {picto.description}</>}
                </li>
              ))}
            </ul>
          </section>
        )}
        {selected.composition.length > 0 && (
          <section aria-labelledby="product-composition">
            <h2 id="product-composition">{t('composition')}</h2>
            <ul>
              {selected.composition.map((part) => (
                <li key={part.name}>
                  {part.percent === null ? part.name : t('compositionItem', { percent: part.percent, name: part.name })}
                </li>
              ))}
            </ul>
          </section>
        )}
        {selected.clean.length > 0 && (
          <section aria-labelledby="product-care">
            <h2 id="product-care">{t('care')}</h2>
            <ul>
              {selected.clean.map((care) => (
                <li key={care.code}>{care.name}</li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <LinkedProducts product={selected} />

      <JsonLd
        data={productPageJsonLd({
          name,
          description: metaDescriptionOf(selected),
          url: page,
          groupId: selected.url_key,
          images: largest(pictures),
          brand: selected.brand?.name ?? null,
          variants: variants.map((variant) => ({
            name: variant.name,
            sku: variant.sku,
            url: new URL(productHref(variant), site).href,
            images: largest(productPictures(variant)),
            mpn: variant.ref_partner_1,
            price: priceForRole(variant, DEFAULT_ROLE) ?? null,
            stock: stockOf(variant),
            attributes: Object.fromEntries(
              Object.entries(variant.variant_attributes).map(([axis, value]) => [axis, String(value)]),
            ),
          })),
        })}
      />
    </>
  )
}
