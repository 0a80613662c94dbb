export type RequestLineStatus = 'pending' | 'accepted' | 'rejected'

/**
 * Where a unit member's request line stands. Pending means neither accepted (moved to an order) nor
 * rejected. The order system's demo files its lines by the same rule, hence a module of its own.
 */
export function requestLineStatus(line: {
  request_order_id: number | null
  request_rejected: boolean
}): RequestLineStatus {
  if (line.request_rejected) return 'rejected'
  return line.request_order_id === null ? 'pending' : 'accepted'
}
