'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useId, useState, type FormEvent } from 'react'
import { useCustomer, useLoadedOrderSystem, useLoadedQueryClient } from '@/components/auth/session-provider'
import { accountQueryKey } from '@/lib/account/account-query'
import { serverMessage } from '@/lib/order-system/errors'
import { MAX_PAGE_SIZE } from '@/lib/order-system/schemas/paging'
import { wishlistNameSchema } from '@/lib/order-system/schemas/wishlist'
import { customerKey } from '@/lib/shop-server/customer-key'
import { LIST_PAGES_KEY } from './list-query-keys'
import type { SaveToListProps } from './save-to-list'
import forms from '@/components/auth/forms.module.css'
import { Field, TextField } from '@/components/form/field'
import layout from '@/components/form/form-layout.module.css'
import styles from './save-to-list.module.css'
import { logger } from '@/lib/log/logger'

const log = logger('lists')

const NEW_LIST = 'new'

/**
 * The panel behind "Ajouter à une liste d'achat", loaded on demand (it carries the list calls and
 * their checks, which catalogue pages do not need until a signed-in buyer asks): into one of the
 * buyer's own lists or a new one. A product already in the list takes the quantity saved, as the
 * order system's wishlists do.
 */
export default function SaveToListPanel({
  items,
  newListName,
  onClose,
}: Omit<SaveToListProps, 'label'> & { onClose: () => void }) {
  const t = useTranslations('saveToList')
  const orderSystem = useLoadedOrderSystem()!
  const customer = useCustomer()
  const owner = customer ? customerKey(customer) : null
  // Catalogue pages have no query provider (docs/adr/0020-what-a-catalogue-page-mounts.md): the panel,
  // shown only once the session has loaded, uses the session's cache.
  const queryClient = useQueryClient(useLoadedQueryClient()!)
  const id = useId()
  const [choice, setChoice] = useState<string | null>(newListName === undefined ? null : NEW_LIST)
  const [name, setName] = useState(newListName ?? '')
  const [error, setError] = useState<string | null>(null)
  const [nameError, setNameError] = useState<string | null>(null)
  const [saved, setSaved] = useState<{ id: number; name: string; count: number } | null>(null)
  const [busy, setBusy] = useState(false)

  // Only the buyer's own lists take new lines (a list their manager shared is read-only).
  const lists = useQuery(
    {
      queryKey: accountQueryKey(owner, [...LIST_PAGES_KEY, 'own']),
      queryFn: async () => {
        const result = await orderSystem.wishlists({ page: 1, page_size: MAX_PAGE_SIZE })
        if (!result.ok) throw new Error(serverMessage(result.error) ?? result.error.message)
        return result.data.items.filter((list) => list.access.update)
      },
      enabled: customer !== null,
    },
    queryClient,
  )
  const own = lists.data ?? []
  const selected = choice ?? (own[0] ? String(own[0].id) : NEW_LIST)

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaved(null)
    setNameError(null)
    const lines = items()
    if (lines === null) {
      setError(null)
      return
    }
    if (lines.length === 0) {
      setError(t('nothing'))
      return
    }
    let result
    setBusy(true)
    if (selected === NEW_LIST) {
      const parsed = wishlistNameSchema.safeParse(name)
      if (!parsed.success) {
        setBusy(false)
        setError(null)
        setNameError(parsed.error.issues[0]?.message ?? t('failed'))
        return
      }
      result = await orderSystem.wishlistCreate({ name: parsed.data, lines })
    } else {
      result = await orderSystem.wishlistAddItems(Number(selected), lines)
    }
    setBusy(false)
    if (!result.ok) {
      log.error('Saving to a shopping list refused', { reason: result.error.message })
      setError(serverMessage(result.error) ?? t('failed'))
      return
    }
    setError(null)
    setSaved({ id: result.data.id, name: result.data.name, count: lines.length })
    // The new list becomes the one offered next time.
    setChoice(String(result.data.id))
    await queryClient.invalidateQueries({ queryKey: accountQueryKey(owner, ['lists']) })
  }

  return (
    <form className={`${layout.panel} ${styles.panel}`} onSubmit={save} noValidate data-testid="save-to-list">
      <fieldset className={layout.grid}>
        <legend>{t('legend')}</legend>
        {lists.isPending ? (
          <p role="status" className="muted">
            {t('loading')}
          </p>
        ) : (
          <Field id={`${id}-list`} label={t('list')}>
            {(control) => (
              <select
                {...control}
                className={layout.control}
                value={selected}
                onChange={(event) => setChoice(event.target.value)}
              >
                {own.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name}
                  </option>
                ))}
                <option value={NEW_LIST}>{t('newList')}</option>
              </select>
            )}
          </Field>
        )}
        {selected === NEW_LIST && (
          <TextField
            id={`${id}-name`}
            label={t('name')}
            value={name}
            maxLength={80}
            autoComplete="off"
            error={nameError ?? undefined}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </fieldset>
      {lists.isError && (
        <p role="alert" className={forms.fieldError}>
          {t('listsFailed')}
        </p>
      )}
      <div className={layout.actions}>
        <button type="submit" className="button" disabled={busy || lists.isPending}>
          {t('submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      {error && (
        <p role="alert" className={forms.fieldError}>
          {error}
        </p>
      )}
      <p role="status" className={styles.saved}>
        {saved && (
          <>
            {t('saved', { count: saved.count, name: saved.name })}{' '}
            <IntentLink href={`/account/lists/${saved.id}`}>{t('viewList')}</IntentLink>
          </>
        )}
      </p>
    </form>
  )
}
