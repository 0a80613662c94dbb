'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { lazy, Suspense, useState } from 'react'
import { useCustomer, useSession } from '@/components/auth/session-provider'
import { DelayedStatus } from '@/components/layout/delayed-status'
import { CartExportButton } from '@/components/ordering/cart-export-button'
import staggerStyles from '@/components/product/stagger.module.css'
import { staggerStyle } from '@/components/product/stagger'
import { formatPrice } from '@/lib/price/format'
import { listItemsFromCart } from '@/lib/account/shopping-lists'
import { formatDate } from '@/lib/format/date'
import { loginRedirectPath } from '@/lib/routes/guard'
import type { CartViewLine } from '@/lib/cart/types'
import { CartLineItem } from './cart-line'
import styles from './cart-page.module.css'
import { useCart } from './cart-provider'
import { CartTotals } from './cart-totals'
import { canCheckout, isQuotationCart, lineName } from './line-figures'
import { SyncBanners } from './sync-banners'
import { UnavailableNotice } from './unavailable-notice'
import { useProductSummaries } from './use-product-summaries'

const CART_PATH = '/cart'

// Shown to a signed-in buyer only (the forms once the order system's cart is known), never in the page's
// first paint: their code, and the forms' library, load then, off the first load
// (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
const CouponForm = lazy(() => import('./coupon-form').then(({ CouponForm }) => ({ default: CouponForm })))
const OrderDetailsForm = lazy(() =>
  import('./order-details-form').then(({ OrderDetailsForm }) => ({ default: OrderDetailsForm })),
)
const SaveToList = lazy(() =>
  import('@/components/lists/save-to-list').then(({ SaveToList }) => ({ default: SaveToList })),
)
// Only a signed-in buyer who manages contact persons picks one per line (docs/product/cart.md#contact-persons).
const LineContact = lazy(() =>
  import('@/components/account/contacts/line-contact').then(({ LineContact }) => ({ default: LineContact })),
)

/** The /cart page's content: lines, totals, codes and order details, then the way to the checkout. */
export function CartPage() {
  const t = useTranslations('cart.page')
  const tLine = useTranslations('cart.line')
  const tTotals = useTranslations('cart.totals')
  const tLists = useTranslations('saveToList')
  const { ready, snapshot, add, setQuantity, remove, syncNow } = useCart()
  const { status: sessionStatus, customer } = useSession()
  const contactHandling = useCustomer()?.canManageContacts ?? false
  const [announcement, setAnnouncement] = useState('')
  const { view, status } = snapshot
  const summaries = useProductSummaries(view.lines.map((line) => line.productId))

  if (!ready) return <DelayedStatus className="muted">{t('loading')}</DelayedStatus>

  const nameOf = (line: CartViewLine) => lineName(line) ?? tLine('unknownProduct', { id: String(line.productId) })
  // The line and its stepper leave the page with a removal: the page says it instead.
  const announceRemoval = (line: CartViewLine) => setAnnouncement(t('removed', { name: nameOf(line) }))
  const removeLine = (line: CartViewLine, seen: number) => {
    remove(line.productId, seen, line.options)
    announceRemoval(line)
  }
  // A press is a change of one, never a quantity computed from what this tab showed (another tab may be ahead).
  const step = (line: CartViewLine, direction: 1 | -1) => {
    add(line.productId, direction, line.options)
    if (line.qty + direction <= 0) announceRemoval(line)
  }
  const type = (line: CartViewLine, qty: number, seen: number) => {
    if (qty <= 0) removeLine(line, seen)
    else setQuantity(line.productId, qty, seen, line.options)
  }

  const signedIn = sessionStatus === 'signed-in'
  const taxIncluded = customer?.has_tax_included_price ?? false
  const quotation = isQuotationCart(view)
  const orderable = canCheckout(view)

  return (
    <div className={styles.page}>
      <SyncBanners status={status} onRetry={() => void syncNow()} />
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {view.lines.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <IntentLink href="/univers" className="button">
            {t('browse')}
          </IntentLink>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-lines">
            <h2 id="cart-lines" className="sr-only">
              {t('linesLabel')}
            </h2>
            <p className="muted" data-testid="cart-summary">
              {t('summary', { count: view.linesCount })}
            </p>
            <CartExportButton />
            {signedIn && (
              <Suspense fallback={null}>
                <SaveToList
                  label={tLists('saveCart')}
                  newListName={tLists('cartName', { date: formatDate(new Date().toISOString()) })}
                  items={() => listItemsFromCart(view.lines)}
                />
              </Suspense>
            )}
            <ul className={styles.lines}>
              {view.lines.map((viewLine, index) => {
                const line = { ...viewLine, product: viewLine.product ?? summaries[viewLine.productId] ?? null }
                return (
                  <CartLineItem
                    key={line.key}
                    line={line}
                    className={staggerStyles.item}
                    style={staggerStyle(index)}
                    onStep={(direction) => step(line, direction)}
                    onType={(qty, seen) => type(line, qty, seen)}
                    onRemove={(seen) => removeLine(line, seen)}
                    taxIncluded={taxIncluded}
                  >
                    <UnavailableNotice line={line} />
                    {contactHandling && (
                      <Suspense fallback={null}>
                        <LineContact line={line} name={nameOf(line)} />
                      </Suspense>
                    )}
                  </CartLineItem>
                )
              })}
            </ul>
            {quotation && (
              <p className={styles.notice} data-testid="cart-quotation-notice">
                {t('quotation')}
              </p>
            )}
            {view.cart && (
              // Last in the lines: pinned to the bottom of a phone's screen while the lines scroll by.
              <p className={styles.summaryBar} data-testid="cart-summary-bar">
                <span>
                  {tTotals('total')} <strong>{formatPrice(view.cart.amount.total)}</strong>
                </span>
                <a href="#cart-totals" className="button">
                  {t('toSummary')}
                </a>
              </p>
            )}
          </section>

          <div className={styles.side}>
            <CartTotals
              cart={view.cart}
              pending={view.pendingCount > 0}
              quotation={quotation}
              taxIncluded={taxIncluded}
            />
            {signedIn ? (
              // The forms come before the order button, and their code loads on demand: until it is here the
              // button waits with them, so it never moves away from the buyer's pointer or keyboard focus
              // when they appear (docs/product/cart.md#order-details).
              <Suspense
                fallback={
                  <div className={styles.panel}>
                    <CheckoutAction orderable={false} quotation={quotation} reason={t('preparing')} />
                  </div>
                }
              >
                {view.cart && (
                  <>
                    <CouponForm cart={view.cart} />
                    <OrderDetailsForm
                      key={view.cart.uuid}
                      cart={view.cart}
                      withEjNumber={customer?.collectivity ?? false}
                    />
                  </>
                )}
                <div className={styles.panel}>
                  <CheckoutAction
                    orderable={orderable}
                    quotation={quotation}
                    reason={view.cart === null ? t('waitingSync') : t('notConfirmable')}
                  />
                </div>
              </Suspense>
            ) : (
              <div className={styles.panel}>
                <IntentLink href={loginRedirectPath(CART_PATH, '')} className="button">
                  {t('signIn')}
                </IntentLink>
                <p className="muted">{t('signInHint')}</p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  )
}

/** docs/product/checkout.md#confirmation: ordering needs one confirmable line; a zero price turns the order into a quotation request. */
function CheckoutAction({ orderable, quotation, reason }: { orderable: boolean; quotation: boolean; reason: string }) {
  const t = useTranslations('cart.page')
  const label = quotation ? t('requestQuotation') : t('order')
  if (orderable) {
    return (
      <IntentLink href="/checkout" className={`button ${styles.checkout}`}>
        {label}
      </IntentLink>
    )
  }
  return (
    <>
      <button type="button" className={`button ${styles.checkout}`} disabled aria-describedby="cart-checkout-reason">
        {label}
      </button>
      <p id="cart-checkout-reason" className="muted">
        {reason}
      </p>
    </>
  )
}
