'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { useCustomer, useOrderSystem } from '@/components/auth/session-provider'
import { useAccountQuery } from '@/components/account/use-account-query'
import { memberName } from '@/components/account/members/member-name'
import type { KnownSaleState, SaleState } from '@/lib/order-system/schemas/sale'
import styles from '@/components/account/account-tables.module.css'

/** A text field of a filter form, named after its query parameter. */
export function SearchField({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  const id = useId()
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="search" maxLength={64} defaultValue={value} />
    </p>
  )
}

/** A choice among `options` (their labels given), or any. */
function ChoiceField({
  name,
  label,
  any,
  options,
  value,
}: {
  name: string
  label: string
  any: string
  options: readonly { value: string; label: string }[]
  value: string | undefined
}) {
  const id = useId()
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </p>
  )
}

/**
 * For a manager only: the unit member whose requests the listed documents took over
 * (`request_partner_id`). Nothing for other buyers, nor while the unit is being read.
 */
export function MemberFilterField({ value }: { value: number | undefined }) {
  const customer = useCustomer()
  if (!customer?.canManageMembers) return null
  return <MemberChoice value={value} />
}

function MemberChoice({ value }: { value: number | undefined }) {
  const t = useTranslations('orderFilters')
  const tMembers = useTranslations('members')
  const orderSystem = useOrderSystem()
  const members = useAccountQuery(['unit-members'], () => orderSystem.unitMembers())
  if (!members.data) return null
  return (
    <ChoiceField
      name="request_partner_id"
      label={t('member')}
      any={t('anyMember')}
      options={members.data.map((member) => ({ value: String(member.id), label: memberName(tMembers, member) }))}
      value={value === undefined ? undefined : String(value)}
    />
  )
}

/**
 * What an order list and the order-lines list share (docs/product/account.md#finding-past-documents):
 * the buyer's reference, the order's state and, for a manager, the unit member.
 */
export function OrderFilterFields({
  states,
  stateLabel,
  filters,
}: {
  states: readonly KnownSaleState[]
  stateLabel: string
  filters: { client_order_ref?: string; state?: SaleState; request_partner_id?: number }
}) {
  const t = useTranslations('orderFilters')
  const tStates = useTranslations('sales.states')
  return (
    <>
      <SearchField name="client_order_ref" label={t('reference')} value={filters.client_order_ref} />
      <ChoiceField
        name="state"
        label={stateLabel}
        any={t('anyState')}
        options={states.map((state) => ({ value: state, label: tStates(state) }))}
        value={filters.state}
      />
      <MemberFilterField value={filters.request_partner_id} />
    </>
  )
}
