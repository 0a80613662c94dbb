'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import tables from '@/components/account/account-tables.module.css'
import { requestLineStatusSchema } from '@/lib/order-system/schemas/request-line'
import type { UnitMember } from '@/lib/order-system/schemas/unit-member'
import type { RequestLineFilters } from './use-request-line-filters'

/** Status for everyone, and the member for a manager; each choice updates the list at once. */
export function RequestLineFilterBar({
  filters,
  onChange,
  members,
}: {
  filters: RequestLineFilters
  onChange: (change: RequestLineFilters) => void
  /** The manager's unit; absent for a member. */
  members?: UnitMember[]
}) {
  const t = useTranslations('requestLines')
  const id = useId()
  return (
    <fieldset className={tables.filters}>
      <legend className="sr-only">{t('filters.legend')}</legend>
      <div className={tables.field}>
        <label htmlFor={`${id}-state`}>{t('filters.state')}</label>
        <select
          id={`${id}-state`}
          value={filters.state ?? ''}
          onChange={(event) => onChange({ state: requestLineStatusSchema.safeParse(event.target.value).data })}
        >
          <option value="">{t('filters.allStates')}</option>
          {requestLineStatusSchema.options.map((state) => (
            <option key={state} value={state}>
              {t(`status.${state}`)}
            </option>
          ))}
        </select>
      </div>
      {members && (
        <div className={tables.field}>
          <label htmlFor={`${id}-member`}>{t('filters.member')}</label>
          <select
            id={`${id}-member`}
            value={filters.member ?? ''}
            onChange={(event) =>
              onChange({ member: event.target.value === '' ? undefined : Number(event.target.value) })
            }
          >
            <option value="">{t('filters.allMembers')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  )
}
