'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormSubmit } from '@/components/auth/form-submit'
import { useOrderSystem } from '@/components/auth/session-provider'
import { TextField } from '@/components/form/field'
import layout from '@/components/form/form-layout.module.css'
import { PhoneFields } from '@/components/form/phone-fields'
import { showServerRefusal } from '@/components/form/server-refusal'
import { useNotify } from '@/components/notifications'
import { MEMBER_FORM_FIELDS, memberFormDefaults, memberFormSchema } from '@/lib/account/member-form'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { UnitMember, UnitMemberCreateInput } from '@/lib/order-system/schemas/unit-member'
import { memberName } from './member-name'

/** Adds a member to the manager's unit, or edits one. */
export function MemberForm({ member, onDone }: { member?: UnitMember; onDone: () => void }) {
  const t = useTranslations('members')
  const orderSystem = useOrderSystem()
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
  } = useForm({ resolver: zodResolver(memberFormSchema), defaultValues: memberFormDefaults(member) })

  const save = useMutation({
    mutationFn: (input: UnitMemberCreateInput) =>
      member ? orderSystem.unitMemberUpdate(member.id, input) : orderSystem.unitMemberCreate(input),
  })

  useEffect(() => heading.current?.focus(), [])

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null)
    const result = await save.mutateAsync(input)
    if (!result.ok) {
      setFailure(showServerRefusal(result.error, MEMBER_FORM_FIELDS, setError) ?? t('saveFailed'))
      return
    }
    await queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })
    notify({
      type: 'success',
      message: member
        ? t('updated', { name: memberName(t, result.data) })
        : t('created', { name: memberName(t, result.data) }),
    })
    onDone()
  })

  return (
    <form
      className={layout.panel}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={id('title')}
      aria-busy={isSubmitting}
    >
      <h2 id={id('title')} ref={heading} tabIndex={-1}>
        {member ? t('editTitle', { name: memberName(t, member) }) : t('newTitle')}
      </h2>
      <p className="muted">{t('required')}</p>
      <div className={layout.grid}>
        <TextField
          id={id('name')}
          label={t('fields.name')}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={id('email')}
          label={t('fields.email')}
          hint={t('fields.emailHint')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneFields
          id={id}
          labels={{ phone: t('fields.phone'), mobile: t('fields.mobile') }}
          register={register}
          errors={errors}
        />
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
