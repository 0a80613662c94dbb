'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useHydrated } from '@/components/use-browser-value'
import { useForm, type FieldErrors } from 'react-hook-form'
import forms from '@/components/auth/forms.module.css'
import { useShopServer } from '@/components/auth/session-provider'
import { Field, TextField } from '@/components/form/field'
import type { LeadChoices } from '@/lib/leads/choices'
import { inspectLeadFile } from '@/lib/leads/file-check'
import { toLeadFormData, withReference } from '@/lib/leads/form-data'
import { LEAD_FORM_FIELDS, leadFormSchema, type LeadFormInput } from '@/lib/leads/form-schema'
import type { HttpError } from '@/lib/http/result'
import { serverFieldErrors, serverMessage } from '@/lib/order-system/errors'
import {
  LEAD_FILE_ACCEPT,
  LEAD_FILE_RULES_TEXT,
  LEAD_FILES_FIELD,
  type LeadInput,
} from '@/lib/shop-server/schemas/lead'
import styles from './lead-form.module.css'

export interface LeadFormProps {
  choices: LeadChoices
  /** The subject chosen in advance (the quote request of /product-contact). */
  defaultSubject?: string
  /** What the request is about; heads the message sent (lib/leads/form-data.ts). */
  reference?: string
}

/**
 * The contact form (docs/product/content.md#contact-form), open to anonymous visitors. The attachment is checked in the browser
 * before anything is sent, a request in flight blocks a second one, and a failed send keeps every
 * typed value (and the chosen file) for another try.
 */
export function LeadForm({ choices, defaultSubject, reference }: LeadFormProps) {
  const t = useTranslations('lead')
  const shopServer = useShopServer()
  // The file stays in its input (not in the form state): that is what the browser sends and keeps.
  const fileInput = useRef<HTMLInputElement>(null)
  // `isSubmitting` disables the button, but Enter in a field submits too; this guards the send itself.
  const sending = useRef(false)
  const sentPanel = useRef<HTMLDivElement>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  // Sent before hydration, the form would be a plain GET putting name and e-mail in the address bar.
  const hydrated = useHydrated()

  const defaultValues: LeadFormInput = {
    subject: defaultSubject ?? '',
    name: '',
    email: '',
    company: '',
    phone: '',
    mobile: '',
    street: '',
    street2: '',
    zip: '',
    city: '',
    country: choices.defaultCountryId === null ? '' : String(choices.defaultCountryId),
    description: '',
  }
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
    // React Hook Form would focus the first field registered, and the selects register after the text
    // fields (inside Field's render); the first invalid field in reading order is focused below instead.
  } = useForm({ resolver: zodResolver(leadFormSchema), defaultValues, shouldFocusError: false })

  useEffect(() => {
    if (sent) sentPanel.current?.focus()
  }, [sent])

  const chosenFile = () => fileInput.current?.files?.[0] ?? null

  /** Shows the file's problem, if any, in French; true when the file (or no file) can be sent. */
  async function acceptFile(file: File | null): Promise<boolean> {
    if (!file) {
      setFileError(null)
      return true
    }
    const check = await inspectLeadFile(file)
    // A slower check of a file chosen earlier must not speak for the one chosen since.
    if (chosenFile() !== file) return false
    setFileError(check.ok ? null : t(`file.${check.problem}`, { rules: LEAD_FILE_RULES_TEXT }))
    return check.ok
  }

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    void acceptFile(event.target.files?.[0] ?? null)
  }

  function showFailure(error: HttpError) {
    if (error.kind !== 'http' || error.status >= 500) {
      setFailure(t('errors.unreachable'))
      return
    }
    // Throttled: the shop's own words, the visitor's input kept; the server's text may be anything.
    if (error.status === 429) {
      setFailure(t('errors.throttled'))
      return
    }
    // 4xx: the shop server's French sentence (413 file too large, 422 refused field).
    const fields = serverFieldErrors(error)
    const message = serverMessage(error)
    let focused = false
    for (const name of LEAD_FORM_FIELDS) {
      const fieldMessage = fields[name]
      if (!fieldMessage) continue
      setError(name, { message: fieldMessage }, { shouldFocus: !focused })
      focused = true
    }
    const fileMessage = fields[LEAD_FILES_FIELD] ?? (error.status === 413 ? message : undefined)
    if (fileMessage) setFileError(fileMessage)
    setFailure(message ?? t('errors.refused'))
  }

  async function send(values: LeadInput) {
    if (sending.current) return
    sending.current = true
    setFailure(null)
    try {
      const file = chosenFile()
      if (!(await acceptFile(file))) {
        fileInput.current?.focus()
        return
      }
      const result = await shopServer.leads(toLeadFormData(withReference(values, reference), file))
      // An answer of an unexpected shape still came with a success status: the lead was filed, and
      // offering to send it again would file it twice.
      if (result.ok || result.error.kind === 'validation') {
        reset()
        setSent(true)
        return
      }
      showFailure(result.error)
    } finally {
      sending.current = false
    }
  }

  function refuse(invalid: FieldErrors<LeadFormInput>) {
    const first = LEAD_FORM_FIELDS.find((name) => invalid[name])
    if (first) setFocus(first)
    // The fields' errors come from the schema; the file's is shown alongside, not instead.
    void acceptFile(chosenFile())
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(send, refuse)(event)
  }

  if (sent) {
    return (
      <div ref={sentPanel} role="status" tabIndex={-1} className={`${forms.success} ${styles.sent}`}>
        <p>
          <strong>{t('sent.title')}</strong> {t('sent.text')}
        </p>
        <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
          {t('sent.again')}
        </button>
      </div>
    )
  }

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className="muted">{t('required')}</p>

      <fieldset className={styles.fieldset}>
        <legend>{t('sections.request')}</legend>
        <Field
          id="lead-subject"
          label={t('fields.subject')}
          required
          error={errors.subject?.message}
          className={styles.wide}
        >
          {(control) => (
            <select {...control} className={styles.control} {...register('subject')}>
              {!defaultSubject && <option value="">{t('fields.subjectPlaceholder')}</option>}
              {choices.subjects.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('sections.contact')}</legend>
        <TextField
          id="lead-name"
          label={t('fields.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="lead-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="lead-company"
          label={t('fields.company')}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          id="lead-phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          id="lead-mobile"
          label={t('fields.mobile')}
          type="tel"
          autoComplete="tel"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('sections.address')}</legend>
        <TextField
          id="lead-street"
          label={t('fields.street')}
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          id="lead-street2"
          label={t('fields.street2')}
          autoComplete="address-line2"
          error={errors.street2?.message}
          {...register('street2')}
        />
        <TextField
          id="lead-zip"
          label={t('fields.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.zip?.message}
          {...register('zip')}
        />
        <TextField
          id="lead-city"
          label={t('fields.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        {choices.countries.length > 0 && (
          <Field id="lead-country" label={t('fields.country')} error={errors.country?.message}>
            {(control) => (
              <select {...control} className={styles.control} autoComplete="country" {...register('country')}>
                <option value="">{t('fields.countryNone')}</option>
                {choices.countries.map((country) => (
                  <option key={country.id} value={String(country.id)}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('sections.message')}</legend>
        <Field
          id="lead-description"
          label={t('fields.description')}
          required
          error={errors.description?.message}
          className={styles.wide}
        >
          {(control) => <textarea {...control} className={styles.control} rows={7} {...register('description')} />}
        </Field>
        <Field
          id="lead-file"
          label={t('fields.file')}
          hint={t('fields.fileHint', { rules: LEAD_FILE_RULES_TEXT })}
          error={fileError ?? undefined}
          className={styles.wide}
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              name={LEAD_FILES_FIELD}
              accept={LEAD_FILE_ACCEPT}
              className={styles.file}
              onChange={onFileChange}
            />
          )}
        </Field>
      </fieldset>

      {failure && (
        <p role="alert" className={forms.alert}>
          {failure}
        </p>
      )}
      <div>
        <button type="submit" className="button" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  )
}
