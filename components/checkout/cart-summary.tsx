import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { ContactLabel } from '@/components/account/contacts/contact-label'
import { CartTotals } from '@/components/cart/cart-totals'
import { amountLabel, isQuotationCart, lineFigures } from '@/components/cart/line-figures'
import { lineContactId } from '@/lib/cart/line-contact'
import type { CartView } from '@/lib/cart/types'
import styles from './checkout.module.css'

/** What is being ordered: the lines, then the cart's totals as the cart page shows them. */
export function CartSummary({ view, taxIncluded }: { view: CartView; taxIncluded: boolean }) {
  const t = useTranslations('checkout.summary')
  const onRequest = useTranslations('price')('onRequest')
  return (
    <aside className={styles.aside} aria-label={t('label')}>
      <section className={styles.summary} aria-labelledby="checkout-lines">
        <h2 id="checkout-lines">{t('title')}</h2>
        {view.cart && <p className="muted">{t('reference', { name: view.cart.name })}</p>}
        <ul className={styles.lines}>
          {view.lines.map((line) => {
            const figures = lineFigures(line, { taxIncluded })
            const contactId = lineContactId(line)
            return (
              <li key={line.key} className={styles.line}>
                <p>{line.line?.name ?? line.product?.name ?? t('unknownProduct', { id: String(line.productId) })}</p>
                <p>{figures ? amountLabel(figures.total, onRequest) : t('pending')}</p>
                <p className="muted">{t('qty', { qty: line.qty })}</p>
                {contactId !== null && (
                  <p>
                    <ContactLabel contactId={contactId} />
                  </p>
                )}
              </li>
            )
          })}
        </ul>
        <IntentLink href="/cart">{t('edit')}</IntentLink>
      </section>
      <CartTotals
        cart={view.cart}
        pending={view.pendingCount > 0}
        quotation={isQuotationCart(view)}
        taxIncluded={taxIncluded}
      />
    </aside>
  )
}
