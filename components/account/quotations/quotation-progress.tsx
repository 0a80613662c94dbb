import { useTranslations } from 'next-intl'
import { ProgressBar } from '@/components/account/progress-bar'
import { quotationProgress } from '@/lib/account/progress'
import type { SaleState } from '@/lib/order-system/schemas/sale'

/** 10 % while being priced, 30 % once priced (docs/product/quotations.md#progress). */
export function QuotationProgress({ name, state }: { name: string; state: SaleState }) {
  const t = useTranslations('quotations')
  const value = quotationProgress(state)
  const stateLabel = t(state === 'estimating' || state === 'estimated' ? `states.${state}` : 'states.other')
  return (
    <ProgressBar
      value={value}
      label={t('progressLabel', { name })}
      stateLabel={stateLabel}
      valueText={t('progressText', { state: stateLabel, value })}
    />
  )
}
