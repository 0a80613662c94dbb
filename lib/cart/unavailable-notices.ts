import type { Cart } from '@/lib/order-system/schemas/cart'

/**
 * When the order system reports quantities that just became unavailable (`qty_unavailable_diff`),
 * the line says so until the buyer has seen it (docs/product/cart.md#unavailable-quantities). The
 * order system reports the change once, in the answer to the sync that brought it: the next sync of
 * any line answers 0. So every cart received is read here, on any page, and what the buyer has not
 * acknowledged yet is kept, keyed by the order system's line id.
 */

export interface UnavailableNotice {
  /** Articles that became unavailable since the buyer last acknowledged this line. */
  count: number
  /** The line's `qty_unavailable` when the last change was reported: the same report read twice adds nothing. */
  unavailable: number
}

export interface UnavailableNotices {
  /** Notices to show, by line id. */
  shown: Record<string, UnavailableNotice>
  /** The `qty_unavailable` the buyer acknowledged, by line id. */
  seen: Record<string, number>
}

export const NO_NOTICES: UnavailableNotices = { shown: {}, seen: {} }

/** The notices after a cart was received; the same object when nothing changed. */
export function recordUnavailable(notices: UnavailableNotices, cart: Cart | null): UnavailableNotices {
  const lines = new Map((cart?.lines ?? []).filter((line) => !line.is_delivery).map((line) => [String(line.id), line]))
  const shown: Record<string, UnavailableNotice> = {}
  const seen: Record<string, number> = {}
  for (const [id, notice] of Object.entries(notices.shown)) {
    // Once nothing of the line is unavailable any more, there is nothing left to tell.
    if ((lines.get(id)?.qty_unavailable ?? 0) > 0) shown[id] = notice
  }
  for (const [id, unavailable] of Object.entries(notices.seen)) {
    if (lines.get(id)?.qty_unavailable === unavailable) seen[id] = unavailable
  }
  for (const [id, line] of lines) {
    if (line.qty_unavailable_diff <= 0 || line.qty_unavailable <= 0) continue
    if (seen[id] === line.qty_unavailable || shown[id]?.unavailable === line.qty_unavailable) continue
    shown[id] = { count: (shown[id]?.count ?? 0) + line.qty_unavailable_diff, unavailable: line.qty_unavailable }
  }
  return sameNotices(notices, { shown, seen }) ? notices : { shown, seen }
}

/** The buyer has read the line's notice. */
export function acknowledgeUnavailable(notices: UnavailableNotices, lineId: number): UnavailableNotices {
  const id = String(lineId)
  const notice = notices.shown[id]
  if (!notice) return notices
  const shown = { ...notices.shown }
  delete shown[id]
  return { shown, seen: { ...notices.seen, [id]: notice.unavailable } }
}

/** Notices as stored; anything unreadable counts as none. */
export function parseNotices(text: string | null): UnavailableNotices {
  if (!text) return NO_NOTICES
  try {
    const value = JSON.parse(text) as Partial<UnavailableNotices>
    const shown = Object.fromEntries(
      Object.entries(value.shown ?? {}).filter(
        ([, notice]) => Number.isFinite(notice?.count) && Number.isFinite(notice?.unavailable),
      ),
    )
    const seen = Object.fromEntries(Object.entries(value.seen ?? {}).filter(([, qty]) => Number.isFinite(qty)))
    return { shown, seen }
  } catch {
    return NO_NOTICES
  }
}

function sameNotices(a: UnavailableNotices, b: UnavailableNotices): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
