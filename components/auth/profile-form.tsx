'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useSetCustomer, useShopServer } from '@/components/auth/session-provider'
import { TextField } from '@/components/form/field'
import layout from '@/components/form/form-layout.module.css'
import { PhoneFields } from '@/components/form/phone-fields'
import { showServerRefusal } from '@/components/form/server-refusal'
import { useNotify } from '@/components/notifications'
import { customerDetailsSchema, type Customer, type CustomerDetails } from '@/lib/shop-server/schemas/customer'
import { FormSubmit } from './form-submit'

/** What the inputs hold: always text. */
type DetailsValues = { name: string; phone: string; mobile: string }
const FIELDS = ['name', 'phone', 'mobile'] as const

/**
 * The buyer corrects their name and phone numbers (`POST customer`, docs/product/account.md#profile).
 * Checked in the browser with the French messages of the schema the server shares; what the server
 * refuses is shown on its field, and what was typed stays.
 */
export function ProfileForm({ customer }: { customer: Customer }) {
  const t = useTranslations('auth.profile')
  const shopServer = useShopServer()
  const setCustomer = useSetCustomer()
  const notify = useNotify()
  const idPrefix = useId()
  const id = (name: string) => `${idPrefix}-${name}`
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsValues, unknown, CustomerDetails>({
    resolver: zodResolver(customerDetailsSchema) as Resolver<DetailsValues, unknown, CustomerDetails>,
    defaultValues: { name: customer.name, phone: customer.phone ?? '', mobile: customer.mobile ?? '' },
  })

  const onSubmit = handleSubmit(async (details) => {
    setFailure(null)
    const result = await shopServer.updateCustomer(details)
    if (!result.ok) {
      setFailure(showServerRefusal(result.error, FIELDS, setError) ?? t('detailsFailed'))
      return
    }
    setCustomer(result.data)
    notify({ type: 'success', message: t('detailsSaved') })
  })

  return (
    <form
      className={layout.panel}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-details"
      aria-busy={isSubmitting}
    >
      <h2 id="profile-details">{t('details')}</h2>
      <div className={layout.grid}>
        <TextField
          id={id('name')}
          label={t('name')}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <PhoneFields id={id} labels={{ phone: t('phone'), mobile: t('mobile') }} register={register} errors={errors} />
      </div>
      <div className={layout.actions}>
        <FormSubmit label={isSubmitting ? t('saving') : t('save')} submitting={isSubmitting} failure={failure} />
      </div>
    </form>
  )
}
