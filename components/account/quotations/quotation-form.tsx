'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod/mini'
import forms from '@/components/auth/forms.module.css'
import { useOrderSystem } from '@/components/auth/session-provider'
import { Field, TextField } from '@/components/form/field'
import { useNotify } from '@/components/notifications'
import { inspectReceiptFile, RECEIPT_FILE_ACCEPT, RECEIPT_FILE_MAX_MEGABYTES } from '@/lib/account/receipt-file'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { Result } from '@/lib/http/result'
import { serverMessage } from '@/lib/order-system/errors'
import { quotationUpdateInputSchema, type Quotation } from '@/lib/order-system/schemas/quotation'
import type { Sale } from '@/lib/order-system/schemas/sale'
import styles from './quotations.module.css'

type Values = z.output<typeof quotationUpdateInputSchema>

/** A refusal carries the server's French sentence; anything else gets the form's own. */
async function unwrap<T>(result: Promise<Result<T>>): Promise<T> {
  const settled = await result
  if (settled.ok) return settled.data
  throw new Error(serverMessage(settled.error) ?? '')
}

/**
 * The buyer's references on a quotation (`POST quotations/{id}`), and, once it is priced, its
 * confirmation with those references and an optional purchase order (`POST quotations/{id}/confirm`).
 * The file is checked (type by extension and content, size) before anything is sent.
 */
export function QuotationForm({ quotation, onConfirmed }: { quotation: Quotation; onConfirmed: (sale: Sale) => void }) {
  const t = useTranslations('quotations')
  const orderSystem = useOrderSystem()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  // A ref, not state: a second click while the file is read must see the first one.
  const confirming = useRef(false)
  const [fileError, setFileError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(quotationUpdateInputSchema),
    defaultValues: { client_order_ref: quotation.client_order_ref ?? '', ej_number: quotation.ej_number ?? '' },
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })

  const save = useMutation({
    mutationFn: (values: Values) => unwrap(orderSystem.quotationUpdate(quotation.id, values)),
    onSuccess: async () => {
      notify({ type: 'success', message: t('references.saved') })
      await refresh()
    },
    onError: (error) => setFailure(error.message || t('references.failed')),
  })
  const confirm = useMutation({
    mutationFn: ({ client_order_ref, ej_number, receipt }: Values & { receipt: File | null }) =>
      unwrap(
        orderSystem.quotationConfirm(quotation.id, {
          client_order_ref: client_order_ref ?? '',
          ej_number: ej_number ?? '',
          receipt,
        }),
      ),
    onSuccess: (sale) => {
      onConfirmed(sale)
      void refresh()
    },
    onError: (error) => setFailure(error.message || t('confirm.failed')),
  })
  const busy = save.isPending || confirm.isPending

  async function checkFile(): Promise<{ ok: true; file: File | null } | { ok: false }> {
    const file = fileInput.current?.files?.[0] ?? null
    if (!file) {
      setFileError(null)
      return { ok: true, file: null }
    }
    const check = await inspectReceiptFile(file)
    // A slower check of a file chosen earlier must not speak for the one chosen since.
    if (fileInput.current?.files?.[0] !== file) return { ok: false }
    setFileError(check.ok ? null : t(`confirm.file.${check.problem}`, { max: RECEIPT_FILE_MAX_MEGABYTES }))
    return check.ok ? { ok: true, file } : { ok: false }
  }

  function saveWith(values: Values) {
    if (busy) return
    setFailure(null)
    save.mutate(values)
  }
  async function confirmWith(values: Values) {
    if (busy || confirming.current) return
    confirming.current = true
    setFailure(null)
    try {
      const receipt = await checkFile()
      if (!receipt.ok) {
        fileInput.current?.focus()
        return
      }
      // A refusal is shown by the mutation's onError.
      await confirm.mutateAsync({ ...values, receipt: receipt.file }).catch(() => undefined)
    } finally {
      confirming.current = false
    }
  }

  const estimated = quotation.state === 'estimated'
  return (
    <form
      className={forms.form}
      onSubmit={(event) => void handleSubmit(saveWith)(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {t('references.heading')}
      </h2>
      <p className="muted">{t('references.intro')}</p>
      <TextField
        id={`${id}-ref`}
        label={t('references.clientOrderRef')}
        autoComplete="off"
        maxLength={64}
        error={errors.client_order_ref?.message}
        {...register('client_order_ref')}
      />
      <TextField
        id={`${id}-ej`}
        label={t('references.ejNumber')}
        hint={t('references.ejHint')}
        autoComplete="off"
        maxLength={64}
        error={errors.ej_number?.message}
        {...register('ej_number')}
      />
      <div>
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('references.submit')}
        </button>
      </div>
      {estimated && (
        <fieldset className={styles.confirm}>
          <legend>{t('confirm.heading')}</legend>
          <p>{t('confirm.intro')}</p>
          <Field
            id={`${id}-receipt`}
            label={t('confirm.receipt')}
            hint={t('confirm.receiptHint', { max: RECEIPT_FILE_MAX_MEGABYTES })}
            error={fileError ?? undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={fileInput}
                type="file"
                accept={RECEIPT_FILE_ACCEPT}
                onChange={() => void checkFile()}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={(event) => void handleSubmit(confirmWith)(event)}
            >
              {t('confirm.submit')}
            </button>
            <p role="status">{confirm.isPending ? t('confirm.sending') : ''}</p>
          </div>
        </fieldset>
      )}
      {failure && (
        <p role="alert" className={forms.alert}>
          {failure}
        </p>
      )}
    </form>
  )
}
