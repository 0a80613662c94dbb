'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { ListState } from '@/components/account/list-state'
import { PlanToCartButton } from '@/components/account/plan-to-cart'
import { TableScroller } from '@/components/account/table-scroller'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useCustomer, useOrderSystem } from '@/components/auth/session-provider'
import { QuantityStepper } from '@/components/cart/quantity-stepper'
import { ConfirmAction } from '@/components/form/confirm-action'
import { TextField } from '@/components/form/field'
import { listOrderPlan } from '@/lib/account/shopping-lists'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { serverMessage } from '@/lib/order-system/errors'
import { MAX_LIST_QUANTITY, wishlistNameSchema, type Wishlist } from '@/lib/order-system/schemas/wishlist'
import { productHref } from '@/lib/search/links'
import tables from '@/components/account/account-tables.module.css'
import { Sharing } from './list-book'
import styles from './lists.module.css'
import { listQueryKey } from '@/components/lists/list-query-keys'
import { useListChanges } from './use-list-changes'
import { logger } from '@/lib/log/logger'

const log = logger('lists')

/** `/account/lists/:id`: the list's lines, what can be changed in it, and ordering it whole or in part. */
export function ListDetail({ id }: { id: number }) {
  const t = useTranslations('lists.detail')
  const orderSystem = useOrderSystem()
  const query = useAccountQuery(listQueryKey(id), () => orderSystem.wishlist(id))
  return (
    <>
      <p>
        <IntentLink href="/account/lists">{t('back')}</IntentLink>
      </p>
      <ListState query={query} isEmpty={() => false} empty={null}>
        {(list) => <ListView list={list} />}
      </ListState>
    </>
  )
}

function ListView({ list }: { list: Wishlist }) {
  const t = useTranslations('lists.detail')
  const orderSystem = useOrderSystem()
  const customer = useCustomer()
  const { run, error, busy } = useListChanges(list.id)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const unknownName = (productId: number) => t('unknownProduct', { id: String(productId) })
  const editable = list.access.update
  // A list holds quantities, not changes: a step or a typed quantity becomes the line's new quantity.
  const setQuantity = (productId: number, quantity: number) =>
    void run(() => orderSystem.wishlistUpdateItems(list.id, [{ product_id: productId, quantity }]))
  // Lines removed meanwhile leave the selection.
  const chosen = new Set(list.lines.map((l) => l.product_id).filter((productId) => selected.has(productId)))
  const whole = listOrderPlan(list.lines, unknownName)
  const part = listOrderPlan(list.lines, unknownName, chosen)

  const toggle = (productId: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous)
      if (on) next.add(productId)
      else next.delete(productId)
      return next
    })

  return (
    <>
      <h1>{list.name}</h1>
      <p className="muted" data-testid="list-sharing">
        <Sharing list={list} />
      </p>
      {editable && (
        <div className={styles.manage}>
          <RenameForm list={list} />
          {customer?.canManageMembers && (
            <label className={styles.share}>
              <input
                type="checkbox"
                checked={list.shared_with_unit}
                disabled={busy}
                onChange={(event) => {
                  const shared = event.target.checked
                  void run(() => orderSystem.wishlistUpdate(list.id, { shared_with_unit: shared }))
                }}
              />
              {t('share')}
            </label>
          )}
          {list.access.delete && <DeleteList list={list} />}
        </div>
      )}
      {error && (
        <p role="alert" className={tables.fieldError}>
          {error}
        </p>
      )}

      {list.lines.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <TableScroller label={t('caption', { count: list.lines.length })}>
            <table className={tables.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="sr-only">{t('columns.select')}</span>
                  </th>
                  <th scope="col">{t('columns.product')}</th>
                  <th scope="col">{t('columns.sku')}</th>
                  <th scope="col">{t('columns.quantity')}</th>
                  {editable && (
                    <th scope="col">
                      <span className="sr-only">{t('columns.actions')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {list.lines.map((line) => {
                  const name = line.product?.name ?? unknownName(line.product_id)
                  const sold = line.product?.sellable === true
                  return (
                    <tr key={line.id} data-testid="list-line">
                      <td>
                        <input
                          type="checkbox"
                          aria-label={t('select', { name })}
                          checked={chosen.has(line.product_id)}
                          onChange={(event) => toggle(line.product_id, event.target.checked)}
                        />
                      </td>
                      <th scope="row">
                        {line.product?.url_key ? (
                          <IntentLink href={productHref(line.product.url_key, line.product.sku)}>{name}</IntentLink>
                        ) : (
                          name
                        )}
                        {!sold && <span className={styles.withdrawn}> {t('withdrawn')}</span>}
                      </th>
                      <td className={tables.nowrap}>{line.product?.sku ?? t('none')}</td>
                      <td>
                        {editable ? (
                          <QuantityStepper
                            id={`list-${list.id}-qty-${line.product_id}`}
                            label={t('quantityOf', { name })}
                            value={line.quantity}
                            min={1}
                            max={MAX_LIST_QUANTITY}
                            onStep={(step) => setQuantity(line.product_id, line.quantity + step)}
                            onType={(quantity) => setQuantity(line.product_id, quantity)}
                          />
                        ) : (
                          line.quantity
                        )}
                      </td>
                      {editable && (
                        <td>
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={t('removeLine', { name })}
                            onClick={() => void run(() => orderSystem.wishlistDeleteItems(list.id, [line.product_id]))}
                          >
                            {t('remove')}
                          </button>
                        </td>
                      )}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </TableScroller>
          <div className={styles.order}>
            <PlanToCartButton plan={whole} name={list.name} label={t('orderAll')} messages="lists.order" />
            <PlanToCartButton
              plan={part}
              name={list.name}
              label={t('orderSelected', { count: chosen.size })}
              messages="lists.order"
              disabled={chosen.size === 0}
            />
          </div>
        </>
      )}
    </>
  )
}

function RenameForm({ list }: { list: Wishlist }) {
  const t = useTranslations('lists.detail')
  const orderSystem = useOrderSystem()
  const { run, busy, error: refused } = useListChanges(list.id)
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(list.name)
  const [error, setError] = useState<string | null>(null)

  if (!editing) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
        {t('rename')}
      </button>
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = wishlistNameSchema.safeParse(name)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('failed'))
      return
    }
    setError(null)
    if (await run(() => orderSystem.wishlistUpdate(list.id, { name: parsed.data }))) setEditing(false)
  }

  return (
    <form className={styles.rename} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-name`}
        label={t('newName')}
        value={name}
        maxLength={80}
        autoFocus
        error={error ?? refused ?? undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('saveName')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setName(list.name)
          setError(null)
          setEditing(false)
        }}
      >
        {t('cancel')}
      </button>
    </form>
  )
}

function DeleteList({ list }: { list: Wishlist }) {
  const t = useTranslations('lists.detail')
  const orderSystem = useOrderSystem()
  const queryClient = useQueryClient()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function remove() {
    setBusy(true)
    const result = await orderSystem.wishlistDelete(list.id)
    setBusy(false)
    if (!result.ok) {
      log.error('Shopping list deletion refused', { list: list.id, reason: result.error.message })
      setError(serverMessage(result.error) ?? t('failed'))
      return
    }
    await queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })
    router.push('/account/lists')
  }

  return (
    <>
      <ConfirmAction
        busy={busy}
        onConfirm={() => void remove()}
        labels={{
          action: t('delete'),
          actionLabel: t('deleteLabel', { name: list.name }),
          question: t('deleteQuestion', { name: list.name }),
          confirm: t('deleteConfirm'),
          cancel: t('cancel'),
        }}
      />
      {error && (
        <p role="alert" className={tables.fieldError}>
          {error}
        </p>
      )}
    </>
  )
}
