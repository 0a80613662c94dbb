import type { UnitMember } from '@/lib/order-system/schemas/unit-member'

type Translate = (key: string, values?: Record<string, string | number>) => string

/** How a member is named on screen: a member created upstream may have no name yet, only an e-mail. */
export function memberName(t: Translate, member: Pick<UnitMember, 'id' | 'name' | 'email'>): string {
  return member.name ?? member.email ?? t('unnamed', { id: member.id })
}
