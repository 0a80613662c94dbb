import type { ReactNode } from 'react'
import { CheckoutHeader } from '@/components/layout/checkout-header'

export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CheckoutHeader />
      <main id="contenu" className="container page" data-layout="checkout">
        {children}
      </main>
    </>
  )
}
