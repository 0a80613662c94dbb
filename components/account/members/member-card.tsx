'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useOrderSystem } from '@/components/auth/session-provider'
import { ConfirmAction } from '@/components/form/confirm-action'
import records from '@/components/form/records.module.css'
import { useNotify } from '@/components/notifications'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { serverMessage } from '@/lib/order-system/errors'
import type { UnitMember } from '@/lib/order-system/schemas/unit-member'
import { memberName } from './member-name'

/**
 * One member of the unit with their account state, and what the manager can do: invite them to create
 * their account (again, while the invitation is pending), edit, or remove them (asked twice).
 */
export function MemberCard({
  member,
  onEdit,
  onDeleted,
}: {
  member: UnitMember
  onEdit: () => void
  onDeleted: () => void
}) {
  const t = useTranslations('members')
  const orderSystem = useOrderSystem()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...QUERY_KEYS.account] })

  const invite = useMutation({
    mutationFn: () => orderSystem.unitMemberInvite(member.id),
    async onSuccess(result) {
      if (!result.ok) {
        notify({ type: 'error', message: serverMessage(result.error) ?? t('inviteFailed') })
        return
      }
      await refresh()
      notify({ type: 'success', message: t('invited', { email: result.data.email ?? member.email ?? '' }) })
    },
  })
  const remove = useMutation({
    mutationFn: () => orderSystem.unitMemberDelete(member.id),
    async onSuccess(result) {
      if (!result.ok) {
        notify({ type: 'error', message: serverMessage(result.error) ?? t('deleteFailed') })
        return
      }
      await refresh()
      notify({ type: 'success', message: t('deleted', { name }) })
      onDeleted()
    },
  })

  const name = memberName(t, member)
  const details = (['email', 'phone', 'mobile'] as const).filter((key) => member[key])
  const again = member.auth_state === 'invited'

  return (
    <article className={records.card} aria-labelledby={`member-${member.id}`}>
      <h2 id={`member-${member.id}`}>{name}</h2>
      <ul className={records.badges}>
        <li className={records.badge}>{t(`authStates.${member.auth_state}`)}</li>
      </ul>
      {details.length > 0 && (
        <dl className={records.details}>
          {details.map((key) => (
            <div key={key}>
              <dt>{t(`details.${key}`)}</dt>
              <dd>{member[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {member.auth_state !== 'accepted' && !member.email && <p className={`muted ${records.note}`}>{t('noEmail')}</p>}
      <div className={records.actions}>
        {member.auth_state !== 'accepted' && member.email && (
          <button
            type="button"
            className="button"
            aria-label={again ? t('inviteAgainLabel', { name }) : t('inviteLabel', { name })}
            onClick={() => invite.isPending || invite.mutate()}
            aria-disabled={invite.isPending}
            aria-busy={invite.isPending}
          >
            {again ? t('inviteAgain') : t('invite')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('editLabel', { name })}
          onClick={onEdit}
        >
          {t('edit')}
        </button>
        <ConfirmAction
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          labels={{
            action: t('delete.action'),
            actionLabel: t('delete.actionLabel', { name }),
            question: t('delete.question', { name }),
            confirm: t('delete.confirm'),
            cancel: t('delete.cancel'),
          }}
        />
      </div>
    </article>
  )
}
