'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { FormSubmit } from '@/components/auth/form-submit'
import { useShopServer } from '@/components/auth/session-provider'
import { Field, TextField } from '@/components/form/field'
import layout from '@/components/form/form-layout.module.css'
import { PhoneFields } from '@/components/form/phone-fields'
import { showServerRefusal } from '@/components/form/server-refusal'
import { useNotify } from '@/components/notifications'
import {
  ADDRESS_FORM_FIELDS,
  addressFormDefaults,
  addressFormSchema,
  countryChoices,
  titleChoices,
  type AddressReferences,
} from '@/lib/account/address-form'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { addressTypes, type AddressType } from '@/lib/shop-server/paths'
import type { Address, AddressPayload } from '@/lib/shop-server/schemas/address'

/**
 * Creates an address (of the type chosen) or edits one. Nothing is sent while a field is refused: the
 * French messages show next to the fields, the first refused field gets the focus. After a save the
 * account's lists are read again and `onDone` closes the form.
 */
export function AddressForm({
  address,
  references,
  onDone,
}: {
  /** The address edited; a new one when absent. */
  address?: Address
  references: AddressReferences
  onDone: () => void
}) {
  const t = useTranslations('addresses')
  const shopServer = useShopServer()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const idPrefix = useId()
  const id = (name: string) => `${idPrefix}-${name}`
  const heading = useRef<HTMLHeadingElement>(null)
  const [type, setType] = useState<AddressType>(address?.address_type ?? 'delivery')
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(addressFormSchema), defaultValues: addressFormDefaults(address, references) })

  const save = useMutation({
    mutationFn: (payload: AddressPayload) =>
      address
        ? shopServer.addressUpdate(address.address_type, address.id, payload)
        : shopServer.addressCreate(type, payload),
  })

  useEffect(() => heading.current?.focus(), [])

  const countries = countryChoices(address, references.countries)
  const titles = titleChoices(address, references.titles)
  const countryId = useWatch({ control, name: 'country_id' })
  const states = references.states.filter((state) => String(state.country_id) === countryId)

  const onSubmit = handleSubmit(async (payload) => {
    setFailure(null)
    const result = await save.mutateAsync(payload)
    if (!result.ok) {
      setFailure(showServerRefusal(result.error, ADDRESS_FORM_FIELDS, setError) ?? t('saveFailed'))
      return
    }
    await queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })
    const name = result.data.name ?? t('unnamed')
    notify({ type: 'success', message: address ? t('updated', { name }) : t('created', { name }) })
    onDone()
  })

  const title = address ? t('editTitle', { name: address.name ?? t('unnamed') }) : t('newTitle')

  return (
    <form
      className={layout.panel}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={id('title')}
      aria-busy={isSubmitting}
    >
      <h3 id={id('title')} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p className="muted">{t('required')}</p>

      {!address && (
        <fieldset className={layout.grid}>
          <legend>{t('fields.type')}</legend>
          <div className={layout.choices}>
            {addressTypes.map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name={id('type')}
                  value={choice}
                  checked={type === choice}
                  onChange={() => setType(choice)}
                />
                {t(`types.${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className={layout.grid}>
        {titles.length > 0 && (
          <Field id={id('title_id')} label={t('fields.title')} error={errors.title_id?.message}>
            {(control) => (
              <select {...control} className={layout.control} {...register('title_id')}>
                <option value="">{t('fields.titleNone')}</option>
                {titles.map((choice) => (
                  <option key={choice.id} value={String(choice.id)}>
                    {choice.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <TextField
          id={id('name')}
          label={t('fields.name')}
          required
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={id('street')}
          label={t('fields.street')}
          required
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          id={id('street2')}
          label={t('fields.street2')}
          autoComplete="address-line2"
          error={errors.street2?.message}
          {...register('street2')}
        />
        <TextField
          id={id('zip')}
          label={t('fields.zip')}
          required
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.zip?.message}
          {...register('zip')}
        />
        <TextField
          id={id('city')}
          label={t('fields.city')}
          required
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        {countries.length > 0 && (
          <Field id={id('country_id')} label={t('fields.country')} required error={errors.country_id?.message}>
            {(control) => (
              <select
                {...control}
                className={layout.control}
                autoComplete="country"
                {...register('country_id', {
                  // A state belongs to one country: another country drops it.
                  onChange: () => setValue('state_id', ''),
                })}
              >
                {countries.map((country) => (
                  <option key={country.id} value={String(country.id)}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {states.length > 0 && (
          <Field id={id('state_id')} label={t('fields.state')} error={errors.state_id?.message}>
            {(control) => (
              <select {...control} className={layout.control} {...register('state_id')}>
                <option value="">{t('fields.stateNone')}</option>
                {states.map((state) => (
                  <option key={state.id} value={String(state.id)}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <PhoneFields
          id={id}
          labels={{ phone: t('fields.phone'), mobile: t('fields.mobile') }}
          register={register}
          errors={errors}
        />
        <TextField
          id={id('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField id={id('vat')} label={t('fields.vat')} error={errors.vat?.message} {...register('vat')} />
      </div>

      <div className={layout.actions}>
        <FormSubmit label={isSubmitting ? t('saving') : t('save')} submitting={isSubmitting} failure={failure} />
        <button type="button" className="button button--secondary" onClick={onDone} disabled={isSubmitting}>
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
