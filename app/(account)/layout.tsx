import type { ReactNode } from 'react'
import { ShopFrame } from '@/components/layout/shop-frame'

/**
 * The shop's header and footer around the account pages, drawn by the same module as the default
 * layout's so that their code is one chunk (docs/adr/0025-one-chunk-for-the-shop-frame.md); the account
 * area's providers, menu and main landmark are in account/layout.tsx.
 */
export default function AccountFrameLayout({ children }: { children: ReactNode }) {
  return <ShopFrame>{children}</ShopFrame>
}
