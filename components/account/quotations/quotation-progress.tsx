import { useTranslations } from 'next-intl'
import { ProgressBar } from '@/components/account/progress-bar'
import { isKnownSaleState, quotationProgress } from '@/lib/account/progress'
import type { SaleState } from '@/lib/order-system/schemas/sale'

/**
 * 10 % while being priced, 30 % once priced (docs/product/quotations.md#progress); a quotation gone on
 * into the order flow is "Traité", and a state the shop does not know shows its name.
 */
export function QuotationProgress({ name, state }: { name: string; state: SaleState }) {
  const t = useTranslations('quotations')
  const value = quotationProgress(state)
  const stateLabel =
    state === 'estimating' || state === 'estimated'
      ? t(`states.${state}`)
      : isKnownSaleState(state)
        ? t('states.other')
        : t('states.unknown', { state })
  return (
    <ProgressBar
      value={value}
      label={t('progressLabel', { name })}
      stateLabel={stateLabel}
      valueText={t('progressText', { state: stateLabel, value })}
    />
  )
}
