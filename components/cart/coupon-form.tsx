'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useOrderSystem } from '@/components/auth/session-provider'
import { FormSubmit } from '@/components/auth/form-submit'
import { TextField } from '@/components/form/field'
import { useNotify } from '@/components/notifications'
import { serverMessage } from '@/lib/order-system/errors'
import { couponInputSchema, type Cart, type CouponInput } from '@/lib/order-system/schemas/cart'
import styles from './cart-page.module.css'
import { useCart } from './cart-provider'

/**
 * A promo code for the order system's cart (docs/product/cart.md#promo-codes): an empty code is never sent (the schema stops
 * it with a message); a refused one shows the order system's own sentence.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.coupon')
  const orderSystem = useOrderSystem()
  const { setServerCart } = useCart()
  const notify = useNotify()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(couponInputSchema), defaultValues: { code: '' } })

  const onSubmit = handleSubmit(async ({ code }: CouponInput) => {
    setFailure(null)
    const result = await orderSystem.cartCoupon(code)
    if (!result.ok) {
      setFailure(serverMessage(result.error) ?? t('failed'))
      return
    }
    setServerCart(result.data)
    reset()
    notify({ type: 'success', message: t('success', { code: result.data.promo_codes.join(', ') || code }) })
  })

  return (
    <section aria-labelledby="cart-coupon" className={styles.panel}>
      <h2 id="cart-coupon" className={styles.panelHeading}>
        {t('heading')}
      </h2>
      {cart.promo_codes.length > 0 && <p className="muted">{t('applied', { codes: cart.promo_codes.join(', ') })}</p>}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          id="cart-coupon-code"
          label={t('label')}
          autoComplete="off"
          error={errors.code?.message}
          {...register('code')}
        />
        <FormSubmit label={t('submit')} submitting={isSubmitting} failure={failure} />
      </form>
    </section>
  )
}
