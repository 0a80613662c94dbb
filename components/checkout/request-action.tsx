import { useTranslations } from 'next-intl'
import { useRef, useState, type FormEvent } from 'react'
import { useOrderSystem } from '@/components/auth/session-provider'
import type { Cart } from '@/lib/order-system/schemas/cart'
import { serverMessage } from '@/lib/order-system/errors'
import { BlockerList } from './blocker-list'
import type { Blocker } from './blockers'
import styles from './checkout.module.css'

interface Props {
  /** A quotation when a price is missing; a request when a unit member's manager orders. */
  mode: 'quotation' | 'request'
  cart: Cart
  blockers: Blocker[]
  /** The cart is gone: the page clears it and goes to `path`. */
  onDone(path: string): void
}

/** Sends the cart for a quotation (`carts/{id}/request_quotation`) or to the manager (`carts/current/request`). */
export function RequestAction({ mode, cart, blockers, onDone }: Props) {
  const t = useTranslations('checkout')
  const orderSystem = useOrderSystem()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // A ref, not state: a second click in the same frame must see the first one.
  const inFlight = useRef(false)
  const blockersId = `checkout-${mode}-blockers`

  async function send(event: FormEvent) {
    event.preventDefault()
    if (inFlight.current || blockers.length > 0) return
    inFlight.current = true
    setSending(true)
    setFailure(null)
    const result =
      mode === 'quotation' ? await orderSystem.cartRequestQuotation(cart.id) : await orderSystem.cartRequest()
    if (result.ok) {
      const params = new URLSearchParams({ ref: result.data.name, ...(mode === 'request' ? { kind: 'request' } : {}) })
      onDone(`/checkout/requested?${params.toString()}`)
      return
    }
    setFailure(serverMessage(result.error) ?? t('genericError'))
    setSending(false)
    inFlight.current = false
  }

  return (
    <form onSubmit={(event) => void send(event)}>
      <p>{t(`actions.${mode}Notice`)}</p>
      <BlockerList id={blockersId} blockers={blockers} />
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.action}>
        <button
          type="submit"
          className="button"
          disabled={blockers.length > 0 || sending}
          aria-describedby={blockers.length > 0 ? blockersId : undefined}
        >
          {t(`actions.${mode}`)}
        </button>
        <p role="status">{sending ? t('actions.sending') : ''}</p>
      </div>
    </form>
  )
}
