import { isKnownSaleState } from '@/lib/account/progress'
import type { SaleState } from '@/lib/order-system/schemas/sale'

type Translate = (key: string, values?: Record<string, string>) => string

/**
 * The state of an order as the buyer reads it: the shop's French name for the states it knows, and
 * "Statut : draft" for any other a back end sends (docs/product/account.md#orders).
 */
export function saleStateLabel(t: Translate, state: SaleState): string {
  return isKnownSaleState(state) ? t(`states.${state}`) : t('states.unknown', { state })
}
