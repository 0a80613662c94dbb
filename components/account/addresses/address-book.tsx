'use client'

import { useTranslations } from 'next-intl'
import { lazy, useId, useRef, useState } from 'react'
import { useShopServer } from '@/components/auth/session-provider'
import { FormSuspense } from '@/components/account/form-suspense'
import { ListState } from '@/components/account/list-state'
import { useAccountQuery } from '@/components/account/use-account-query'
import { Field } from '@/components/form/field'
import layout from '@/components/form/form-layout.module.css'
import records from '@/components/form/records.module.css'
import type { AddressReferences } from '@/lib/account/address-form'
import { searchAddresses } from '@/lib/account/address-search'
import { ok, type Result } from '@/lib/http/result'
import type { ShopServerClient } from '@/lib/shop-server/client'
import { addressTypes, type AddressType } from '@/lib/shop-server/paths'
import type { Address } from '@/lib/shop-server/schemas/address'
import { AddressCard } from './address-card'

// Loaded when the buyer opens it (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
const AddressForm = lazy(() => import('./address-form').then(({ AddressForm }) => ({ default: AddressForm })))

/** Both lists of the buyer, invoicing first; the page fails (with a retry) if either does. */
async function readAddresses(shopServer: ShopServerClient): Promise<Result<Address[]>> {
  const [invoicing, delivery] = await Promise.all([shopServer.addresses('invoicing'), shopServer.addresses('delivery')])
  if (!invoicing.ok) return invoicing
  if (!delivery.ok) return delivery
  return ok([...invoicing.data, ...delivery.data], delivery.status)
}

/** `null`: nothing open; `'new'`: the creation form; a number: that address in its edit form. */
type Editing = 'new' | number | null

/**
 * The buyer's invoicing and delivery addresses from the shop server (docs/product/account.md#addresses): search, create,
 * edit and delete. The shop server answers each list whole, so the search runs in the browser.
 */
export function AddressBook({ references }: { references: AddressReferences }) {
  const t = useTranslations('addresses')
  const shopServer = useShopServer()
  const query = useAccountQuery(['addresses'], () => readAddresses(shopServer))
  const [search, setSearch] = useState('')
  const [type, setType] = useState<AddressType | ''>('')
  const [editing, setEditing] = useState<Editing>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const headings = useRef<Partial<Record<AddressType, HTMLHeadingElement | null>>>({})
  const ids = useId()

  /** Closing a form hands the focus back to where the buyer was: the add button, or the list. */
  function close(focus: 'add' | AddressType) {
    setEditing(null)
    requestAnimationFrame(() => (focus === 'add' ? addButton.current : headings.current[focus])?.focus())
  }

  return (
    <>
      <p className="muted">{t('intro')}</p>
      <ListState query={query} isEmpty={() => false} empty={null}>
        {(addresses) => {
          const found = searchAddresses(addresses, search, type || undefined)
          return (
            <>
              {/* Not a search landmark: the header's catalogue search is the page's one. */}
              <div className={records.toolbar}>
                <Field id={`${ids}-search`} label={t('search.label')} hint={t('search.hint')}>
                  {(control) => (
                    <input
                      {...control}
                      type="search"
                      className={layout.control}
                      value={search}
                      onChange={(event) => setSearch(event.target.value)}
                    />
                  )}
                </Field>
                <Field id={`${ids}-type`} label={t('search.type')}>
                  {(control) => (
                    <select
                      {...control}
                      className={layout.control}
                      value={type}
                      onChange={(event) => setType(event.target.value as AddressType | '')}
                    >
                      <option value="">{t('search.allTypes')}</option>
                      {addressTypes.map((choice) => (
                        <option key={choice} value={choice}>
                          {t(`types.${choice}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <button
                  ref={addButton}
                  type="button"
                  className="button"
                  onClick={() => setEditing('new')}
                  aria-expanded={editing === 'new'}
                  disabled={editing === 'new'}
                >
                  {t('add')}
                </button>
              </div>
              <p role="status" className="muted">
                {t('search.count', { count: found.length })}
              </p>

              {editing === 'new' && (
                <FormSuspense>
                  <AddressForm references={references} onDone={() => close('add')} />
                </FormSuspense>
              )}

              {addressTypes
                .filter((section) => type === '' || type === section)
                .map((section) => {
                  const shown = found.filter((address) => address.address_type === section)
                  const searching = search.trim() !== ''
                  return (
                    <section key={section} className={records.section} aria-labelledby={`${ids}-${section}`}>
                      <h2
                        id={`${ids}-${section}`}
                        tabIndex={-1}
                        ref={(element) => {
                          headings.current[section] = element
                        }}
                      >
                        {t(`sections.${section}`)}
                      </h2>
                      {shown.length === 0 ? (
                        <p className="muted">{searching ? t('empty.search') : t(`empty.${section}`)}</p>
                      ) : (
                        <ul className={records.list}>
                          {shown.map((address) =>
                            editing === address.id ? (
                              <li key={address.id} className={records.editing}>
                                <FormSuspense>
                                  <AddressForm
                                    address={address}
                                    references={references}
                                    onDone={() => close(section)}
                                  />
                                </FormSuspense>
                              </li>
                            ) : (
                              <li key={address.id}>
                                <AddressCard
                                  address={address}
                                  onEdit={() => setEditing(address.id)}
                                  onDeleted={() => close(section)}
                                />
                              </li>
                            ),
                          )}
                        </ul>
                      )}
                    </section>
                  )
                })}
            </>
          )
        }}
      </ListState>
    </>
  )
}
