'use client'

import { useMutation } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useCustomer, useSetCustomer, useShopServer } from '@/components/auth/session-provider'
import { useNotify } from '@/components/notifications'
import { serverMessage } from '@/lib/order-system/errors'
import styles from './forms.module.css'
import { ProfileForm } from './profile-form'
import { DelayedStatus } from '@/components/layout/delayed-status'

/** The buyer's details to correct, the account's own facts, and the communications opt-in (docs/product/account.md#profile). */
export function ProfileDetails() {
  const t = useTranslations('auth.profile')
  const customer = useCustomer()
  const shopServer = useShopServer()
  const setCustomer = useSetCustomer()
  const notify = useNotify()
  const optIn = useMutation({
    mutationFn: async ({ id, value }: { id: number; value: boolean }) => {
      const result = await shopServer.updateOptIn(id, value)
      if (!result.ok) throw new Error(serverMessage(result.error) ?? t('saveFailed'))
      return result.data
    },
    onSuccess(updated) {
      setCustomer(updated)
      notify({ type: 'success', message: updated.optIn ? t('optInSaved') : t('optOutSaved') })
    },
    onError(error) {
      notify({ type: 'error', message: error.message })
    },
  })

  if (!customer) return <DelayedStatus>{t('loading')}</DelayedStatus>

  return (
    <>
      <ProfileForm key={customer.id} customer={customer} />
      <section aria-labelledby="profile-account">
        <h2 id="profile-account">{t('account')}</h2>
        <dl>
          <dt>{t('login')}</dt>
          <dd>{customer.login}</dd>
          <dt>{t('kind')}</dt>
          <dd>{t(`kinds.${customer.kind}`)}</dd>
          {customer.has_market && customer.market && (
            <>
              <dt>{t('market')}</dt>
              <dd>{customer.market}</dd>
            </>
          )}
          <dt>{t('prices')}</dt>
          <dd>{customer.has_tax_included_price ? t('taxIncluded') : t('taxExcluded')}</dd>
        </dl>
      </section>
      <section aria-labelledby="profile-communications">
        <h2 id="profile-communications">{t('communications')}</h2>
        <p className={styles.checkbox}>
          <input
            id="profile-opt-in"
            type="checkbox"
            checked={optIn.isPending ? optIn.variables.value : customer.optIn}
            // `customer/{id}/update` needs the id a back end without one (upstream shopinvader) does not give.
            disabled={optIn.isPending || customer.id === null}
            onChange={(event) => customer.id !== null && optIn.mutate({ id: customer.id, value: event.target.checked })}
          />
          <label htmlFor="profile-opt-in">{t('optIn')}</label>
        </p>
      </section>
    </>
  )
}
