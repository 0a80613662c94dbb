import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CartPage } from '@/components/cart/cart-page'

/** The cart is the buyer's own: never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages')
  return { title: t('cart.title'), robots: { index: false } }
}

/** A static shell: the cart lives in the browser (local queue plus the order system's cart). */
export default async function CartRoute() {
  const t = await getTranslations('pages')
  return (
    <>
      <h1>{t('cart.title')}</h1>
      <CartPage />
    </>
  )
}
