'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { requestLineStatusSchema, type RequestLineStatus } from '@/lib/order-system/schemas/request-line'

export interface RequestLineFilters {
  state?: RequestLineStatus
  /** The member who raised the lines (their partner id); managers only. */
  member?: number
}

/** The filters live in the URL (`?state=&member=`), so a filtered list can be shared and reloaded. */
export function useRequestLineFilters(): [RequestLineFilters, (change: RequestLineFilters) => void] {
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const state = requestLineStatusSchema.safeParse(params.get('state'))
  const member = params.get('member') ?? ''
  const filters: RequestLineFilters = {
    state: state.success ? state.data : undefined,
    member: /^\d{1,15}$/.test(member) ? Number(member) : undefined,
  }

  function apply(change: RequestLineFilters) {
    const next = new URLSearchParams(params)
    // Another filter is another list: it starts at its first page.
    next.delete('page')
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) next.delete(key)
      else next.set(key, String(value))
    }
    const query = next.toString()
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false })
  }
  return [filters, apply]
}
