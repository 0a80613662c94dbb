'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useCallback, useRef, useState } from 'react'
import { useCustomer } from '@/components/auth/session-provider'
import { accountQueryKey } from '@/lib/account/account-query'
import type { Result } from '@/lib/http/result'
import { serverMessage } from '@/lib/order-system/errors'
import type { Wishlist } from '@/lib/order-system/schemas/wishlist'
import { customerKey } from '@/lib/shop-server/customer-key'
import { LIST_PAGES_KEY, listQueryKey } from '@/components/lists/list-query-keys'
import { logger } from '@/lib/log/logger'

const log = logger('lists')

/**
 * Changes to one list, sent one after the other (two quick presses on a stepper must not land in the
 * wrong order), each answer becoming what the page shows. A refusal is said in French, logged, and
 * the list read again so that the page shows what the order system really holds.
 */
export function useListChanges(id: number) {
  const t = useTranslations('lists.detail')
  const queryClient = useQueryClient()
  const customer = useCustomer()
  const owner = customer ? customerKey(customer) : null
  const chain = useRef<Promise<unknown>>(Promise.resolve())
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(0)

  const run = useCallback(
    (change: () => Promise<Result<Wishlist>>): Promise<boolean> => {
      const key = accountQueryKey(owner, listQueryKey(id))
      setPending((n) => n + 1)
      const next = chain.current.then(async () => {
        const result = await change()
        if (result.ok) {
          setError(null)
          queryClient.setQueryData(key, result.data)
          // The index shows names and line counts.
          await queryClient.invalidateQueries({
            queryKey: accountQueryKey(owner, LIST_PAGES_KEY),
          })
          return true
        }
        log.error('Shopping list change refused', { list: id, reason: result.error.message })
        setError(serverMessage(result.error) ?? t('failed'))
        await queryClient.invalidateQueries({ queryKey: key })
        return false
      })
      chain.current = next.catch(() => undefined)
      return next.finally(() => setPending((n) => n - 1))
    },
    [owner, id, queryClient, t],
  )

  return { run, error, busy: pending > 0 }
}
