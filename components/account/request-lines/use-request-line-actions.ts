'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useOrderSystem } from '@/components/auth/session-provider'
import { useCart } from '@/components/cart/cart-provider'
import { useNotify } from '@/components/notifications'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { serverMessage } from '@/lib/order-system/errors'
import type { RequestLine } from '@/lib/order-system/schemas/request-line'

export type Decision =
  | { action: 'accept'; line: RequestLine }
  | { action: 'reject'; line: RequestLine; reason: string }
  | { action: 'reset'; line: RequestLine }

export interface BulkOutcome {
  accepted: RequestLine[]
  failed: { line: RequestLine; message: string }[]
}

/**
 * A manager's decisions on request lines (docs/product/account.md#request-lines: accept, reject with a reason, reset). Accepting
 * and resetting change the manager's cart on the server, so the cart is synced after each of them.
 */
export function useRequestLineActions() {
  const t = useTranslations('requestLines')
  const orderSystem = useOrderSystem()
  const queryClient = useQueryClient()
  const { syncNow } = useCart()
  const notify = useNotify()

  async function settle(cartChanged: boolean) {
    if (cartChanged) void syncNow()
    await queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })
  }

  function call(decision: Decision) {
    const { id } = decision.line
    if (decision.action === 'accept') return orderSystem.unitRequestLineAccept(id)
    if (decision.action === 'reject') return orderSystem.unitRequestLineReject(id, decision.reason)
    return orderSystem.unitRequestLineReset(id)
  }

  const decide = useMutation({
    mutationFn: async (decision: Decision) => {
      const result = await call(decision)
      if (!result.ok) throw new Error(serverMessage(result.error) ?? t('failed'))
      return result.data
    },
    onSuccess: async (_, decision) => {
      notify({ type: 'success', message: t(`done.${decision.action}`, { product: decision.line.name }) })
      await settle(decision.action !== 'reject')
    },
    onError: (error) => notify({ type: 'error', message: error.message }),
  })

  /** One call per selected line, one after the other (the server serialises them anyway), and what failed. */
  const acceptMany = useMutation({
    mutationFn: async (lines: RequestLine[]): Promise<BulkOutcome> => {
      const outcome: BulkOutcome = { accepted: [], failed: [] }
      for (const line of lines) {
        const result = await orderSystem.unitRequestLineAccept(line.id)
        if (result.ok) outcome.accepted.push(result.data)
        else outcome.failed.push({ line, message: serverMessage(result.error) ?? t('failed') })
      }
      return outcome
    },
    onSuccess: async ({ accepted }) => {
      if (accepted.length > 0) notify({ type: 'success', message: t('bulk.done', { count: accepted.length }) })
      await settle(accepted.length > 0)
    },
  })

  return { decide, acceptMany }
}
