'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useOrderSystem } from '@/components/auth/session-provider'
import { FormSubmit } from '@/components/auth/form-submit'
import formStyles from '@/components/auth/forms.module.css'
import { TextField } from '@/components/form/field'
import { serverFieldErrors, serverMessage } from '@/lib/order-system/errors'
import { cartUpdateInputSchema, type Cart, type CartUpdateInput } from '@/lib/order-system/schemas/cart'
import styles from './cart-page.module.css'
import { useCart } from './cart-provider'

interface Props {
  cart: Cart
  /** Public bodies give the legal commitment number their accounting requires (docs/product/cart.md#order-details). */
  withEjNumber: boolean
}

/** The buyer's reference, a note and, for public bodies, the ej number, saved on the order system's cart. */
export function OrderDetailsForm({ cart, withEjNumber }: Props) {
  const t = useTranslations('cart.details')
  const orderSystem = useOrderSystem()
  const { setServerCart } = useCart()
  const [failure, setFailure] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(cartUpdateInputSchema),
    defaultValues: {
      client_order_ref: cart.client_order_ref ?? '',
      note: cart.note ?? '',
      ej_number: cart.ej_number ?? '',
    },
  })

  const onSubmit = handleSubmit(async (values: CartUpdateInput) => {
    setFailure(null)
    setSaved(false)
    const input: CartUpdateInput = {
      client_order_ref: values.client_order_ref ?? '',
      note: values.note ?? '',
      ...(withEjNumber ? { ej_number: values.ej_number ?? '' } : {}),
    }
    const result = await orderSystem.cartUpdate(input)
    if (!result.ok) {
      const fields = serverFieldErrors(result.error)
      for (const name of ['client_order_ref', 'note', 'ej_number'] as const) {
        if (fields[name]) setError(name, { message: fields[name] })
      }
      setFailure(serverMessage(result.error) ?? t('failed'))
      return
    }
    setServerCart(result.data)
    setSaved(true)
  })

  return (
    <section aria-labelledby="cart-details" className={styles.panel}>
      <h2 id="cart-details" className={styles.panelHeading}>
        {t('heading')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          id="cart-reference"
          label={t('reference')}
          hint={t('referenceHint')}
          autoComplete="off"
          error={errors.client_order_ref?.message}
          {...register('client_order_ref')}
        />
        {withEjNumber && (
          <TextField
            id="cart-ej-number"
            label={t('ejNumber')}
            hint={t('ejNumberHint')}
            autoComplete="off"
            error={errors.ej_number?.message}
            {...register('ej_number')}
          />
        )}
        <div className={formStyles.field}>
          <label htmlFor="cart-note">{t('note')}</label>
          <textarea
            id="cart-note"
            rows={3}
            className={styles.textarea}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? 'cart-note-error' : undefined}
            {...register('note')}
          />
          {errors.note && (
            <p id="cart-note-error" className={formStyles.fieldError}>
              {errors.note.message}
            </p>
          )}
        </div>
        <FormSubmit label={t('submit')} submitting={isSubmitting} failure={failure} />
        <p role="status" className={styles.saved}>
          {saved ? t('saved') : ''}
        </p>
      </form>
    </section>
  )
}
