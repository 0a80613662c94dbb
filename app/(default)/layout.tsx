import type { ReactNode } from 'react'
import { DefaultMain, ShopFrame } from '@/components/layout/shop-frame'

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <ShopFrame>
      <DefaultMain>{children}</DefaultMain>
    </ShopFrame>
  )
}
