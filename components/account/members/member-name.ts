import type { useTranslations } from 'next-intl'
import type { UnitMember } from '@/lib/order-system/schemas/unit-member'

/** How a member is named on screen: a member created upstream may have no name yet, only an e-mail. */
export function memberName(
  t: ReturnType<typeof useTranslations<'members'>>,
  member: Pick<UnitMember, 'id' | 'name' | 'email'>,
): string {
  return member.name ?? member.email ?? t('unnamed', { id: String(member.id) })
}
