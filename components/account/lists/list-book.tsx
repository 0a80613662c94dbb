'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { ListState } from '@/components/account/list-state'
import { TableScroller } from '@/components/account/table-scroller'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useOrderSystem } from '@/components/auth/session-provider'
import { TextField } from '@/components/form/field'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { serverMessage } from '@/lib/order-system/errors'
import { wishlistNameSchema, type Wishlist } from '@/lib/order-system/schemas/wishlist'
import tables from '@/components/account/account-tables.module.css'
import styles from './lists.module.css'
import { LIST_PAGES_KEY } from '@/components/lists/list-query-keys'
import { logger } from '@/lib/log/logger'

const log = logger('lists')

/**
 * `/account/lists`: the buyer's shopping lists, and those their manager shared with the unit, with
 * the form that starts a new one (then opened, to fill it).
 */
export function ListBook() {
  const t = useTranslations('lists')
  const orderSystem = useOrderSystem()
  const { page, pageSize } = useListPage()
  const query = useAccountQuery([...LIST_PAGES_KEY, page, pageSize], () =>
    orderSystem.wishlists({ page, page_size: pageSize }),
  )

  return (
    <>
      <p>{t('intro')}</p>
      <CreateListForm />
      <ListState query={query} isEmpty={(data) => data.count === 0} empty={<p>{t('empty')}</p>}>
        {({ count, items }) => (
          <>
            <TableScroller label={t('caption', { count })}>
              <table className={tables.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.name')}</th>
                    <th scope="col" className={tables.number}>
                      {t('columns.lines')}
                    </th>
                    <th scope="col">{t('columns.sharing')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((list) => (
                    <tr key={list.id} data-testid="list-row">
                      <th scope="row">
                        <IntentLink href={`/account/lists/${list.id}`}>{list.name}</IntentLink>
                      </th>
                      <td className={tables.number}>{list.lines.length}</td>
                      <td>
                        <Sharing list={list} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
            <AccountPagination total={count} />
          </>
        )}
      </ListState>
    </>
  )
}

/** Shared by the buyer with their unit, shared with the buyer by their manager, or private. */
export function Sharing({ list }: { list: Pick<Wishlist, 'shared_with_unit' | 'access' | 'partner'> }) {
  const t = useTranslations('lists.sharing')
  if (!list.access.update) return <>{t('sharedBy', { name: list.partner?.name ?? '' })}</>
  return <>{list.shared_with_unit ? t('sharedWithUnit') : t('private')}</>
}

function CreateListForm() {
  const t = useTranslations('lists.create')
  const orderSystem = useOrderSystem()
  const queryClient = useQueryClient()
  const router = useRouter()
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = wishlistNameSchema.safeParse(name)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('failed'))
      return
    }
    setBusy(true)
    const result = await orderSystem.wishlistCreate({ name: parsed.data })
    setBusy(false)
    if (!result.ok) {
      log.error('Shopping list creation refused', { reason: result.error.message })
      setError(serverMessage(result.error) ?? t('failed'))
      return
    }
    setError(null)
    setName('')
    await queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })
    router.push(`/account/lists/${result.data.id}`)
  }

  return (
    <form className={styles.create} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <TextField
        id={`${id}-name`}
        label={t('name')}
        name="name"
        value={name}
        maxLength={80}
        autoComplete="off"
        error={error ?? undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  )
}
