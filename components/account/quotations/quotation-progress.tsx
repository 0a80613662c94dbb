import { useTranslations } from 'next-intl'
import { ProgressBar } from '@/components/account/progress-bar'
import { isKnownSaleState, quotationProgress } from '@/lib/account/progress'
import type { SaleState } from '@/lib/order-system/schemas/sale'

/** Spec §4: 10 % while being priced, 30 % once priced; a quotation gone on into the order flow is "Traité". */
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
