import type { Cart } from '@/lib/order-system/schemas/cart'
import {
  acknowledgeUnavailable,
  NO_NOTICES,
  parseNotices,
  recordUnavailable,
  type UnavailableNotices,
} from '@/lib/cart/unavailable-notices'

/** sessionStorage key: the notices outlive a page change or a reload, not the visit. */
export const UNAVAILABLE_NOTICES_KEY = 'shop.cart.unavailable-notices'

const listeners = new Set<() => void>()
let notices: UnavailableNotices = NO_NOTICES
let storedText: string | null = null

function get(): UnavailableNotices {
  let text: string | null
  try {
    text = window.sessionStorage.getItem(UNAVAILABLE_NOTICES_KEY)
  } catch {
    return notices
  }
  if (text !== storedText) {
    storedText = text
    notices = parseNotices(text)
  }
  return notices
}

function set(next: UnavailableNotices): void {
  if (next === get()) return
  notices = next
  try {
    storedText = JSON.stringify(next)
    window.sessionStorage.setItem(UNAVAILABLE_NOTICES_KEY, storedText)
  } catch {
    // Storage refused: the notices last as long as the page.
  }
  for (const listener of listeners) listener()
}

/** The tab's notices of quantities that became unavailable (lib/cart/unavailable-notices.ts). */
export const unavailableNoticeStore = {
  get,
  getServer: (): UnavailableNotices => NO_NOTICES,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  record: (cart: Cart | null) => set(recordUnavailable(get(), cart)),
  acknowledge: (lineId: number) => set(acknowledgeUnavailable(get(), lineId)),
}
