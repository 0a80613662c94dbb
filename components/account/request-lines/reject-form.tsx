'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { requestLineRejectInputSchema } from '@/lib/order-system/schemas/request-line'
import styles from './request-lines.module.css'

/** The reason is required (the member reads it); a blank one is refused here, before anything is sent. */
export function RejectForm({
  product,
  busy,
  onReject,
  onCancel,
}: {
  product: string
  busy: boolean
  onReject: (reason: string) => void
  onCancel: () => void
}) {
  const t = useTranslations('requestLines.rejectForm')
  const id = useId()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(requestLineRejectInputSchema), defaultValues: { reason: '' } })
  useEffect(() => setFocus('reason'), [setFocus])

  return (
    <form
      className={styles.reject}
      onSubmit={(event) => void handleSubmit(({ reason }) => onReject(reason))(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
      noValidate
    >
      <fieldset>
        <legend className="sr-only">{t('legend', { product })}</legend>
        <Field id={`${id}-reason`} label={t('reason')} hint={t('hint')} required error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={2} maxLength={500} {...register('reason')} />}
        </Field>
        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={busy}>
            {t('submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
