'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { FormSubmit } from '@/components/auth/form-submit'
import { useShopServer } from '@/components/auth/session-provider'
import { Field, TextField } from '@/components/form/field'
import layout from '@/components/form/form-layout.module.css'
import { PhoneFields } from '@/components/form/phone-fields'
import { showServerRefusal } from '@/components/form/server-refusal'
import { useNotify } from '@/components/notifications'
import {
  CONTACT_FORM_FIELDS,
  contactFormDefaults,
  contactName,
  toContactDraft,
  type ContactFormValues,
} from '@/lib/account/contact-form'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import {
  contactCreatePayloadSchema,
  contactPayloadSchema,
  type Contact,
  type ContactPayload,
} from '@/lib/shop-server/schemas/contact'

/**
 * Creates a contact person or edits one. The e-mail is asked for on creation only: it identifies the
 * person afterwards, so an existing contact shows it locked (and the shop sends it blank, docs/product/account.md#contacts).
 */
export function ContactForm({ contact, onDone }: { contact?: Contact; onDone: () => void }) {
  const t = useTranslations('contacts')
  const shopServer = useShopServer()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const idPrefix = useId()
  const id = (name: string) => `${idPrefix}-${name}`
  const heading = useRef<HTMLHeadingElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactPayload>({
    // The inputs always hold text (never null): narrower than what the schemas accept, which is fine.
    resolver: zodResolver(contact ? contactPayloadSchema : contactCreatePayloadSchema) as Resolver<
      ContactFormValues,
      unknown,
      ContactPayload
    >,
    defaultValues: contactFormDefaults(contact),
  })

  const save = useMutation({
    mutationFn: (values: ContactPayload) => {
      const draft = toContactDraft(values, contact)
      return contact ? shopServer.contactUpdate(contact.id, draft) : shopServer.contactCreate(draft)
    },
  })

  useEffect(() => heading.current?.focus(), [])

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const result = await save.mutateAsync(values)
    if (!result.ok) {
      setFailure(showServerRefusal(result.error, CONTACT_FORM_FIELDS, setError) ?? t('saveFailed'))
      return
    }
    await queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })
    const name = contactName(result.data)
    notify({ type: 'success', message: contact ? t('updated', { name }) : t('created', { name }) })
    onDone()
  })

  return (
    <form
      className={layout.panel}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={id('heading')}
      aria-busy={isSubmitting}
    >
      <h2 id={id('heading')} ref={heading} tabIndex={-1}>
        {contact ? t('editTitle', { name: contactName(contact) }) : t('newTitle')}
      </h2>
      <p className="muted">{t('required')}</p>
      <div className={layout.grid}>
        <TextField
          id={id('title')}
          label={t('fields.title')}
          hint={t('fields.titleHint')}
          autoComplete="honorific-prefix"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          id={id('firstname')}
          label={t('fields.firstname')}
          required
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          id={id('lastname')}
          label={t('fields.lastname')}
          required
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...register('lastname')}
        />
        {contact ? (
          <TextField
            id={id('email')}
            label={t('fields.email')}
            hint={t('fields.emailLocked')}
            type="email"
            value={contact.email ?? ''}
            readOnly
          />
        ) : (
          <TextField
            id={id('email')}
            label={t('fields.email')}
            required
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <TextField
          id={id('function')}
          label={t('fields.function')}
          autoComplete="organization-title"
          error={errors.function?.message}
          {...register('function')}
        />
        <PhoneFields
          id={id}
          labels={{ phone: t('fields.phone'), mobile: t('fields.mobile') }}
          register={register}
          errors={errors}
        />
        <Field
          id={id('size_info')}
          label={t('fields.sizeInfo')}
          hint={t('fields.sizeInfoHint')}
          error={errors.size_info?.message}
          className={layout.wide}
        >
          {(control) => <textarea {...control} className={layout.control} rows={2} {...register('size_info')} />}
        </Field>
        <p className={`${layout.checkbox} ${layout.wide}`}>
          <input id={id('agent_manager')} type="checkbox" {...register('agent_manager')} />
          <label htmlFor={id('agent_manager')}>{t('fields.agentManager')}</label>
        </p>
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
