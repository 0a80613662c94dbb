import type { useTranslations } from 'next-intl'
import { isKnownSaleState } from '@/lib/account/progress'
import type { KnownSaleState, SaleState } from '@/lib/order-system/schemas/sale'

/**
 * The state of an order as the buyer reads it: the shop's French name for the states it knows, and
 * "Statut : draft" for any other a back end sends (docs/product/account.md#orders).
 */
export function saleStateLabel(t: ReturnType<typeof useTranslations<'sales'>>, state: SaleState): string {
  return isKnownSaleState(state) ? t(`states.${state}` as `states.${KnownSaleState}`) : t('states.unknown', { state })
}
