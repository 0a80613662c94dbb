import { useTranslations } from 'next-intl'
import { orderProgress } from '@/lib/account/progress'
import type { SaleState } from '@/lib/order-system/schemas/sale'
import { ProgressBar } from '@/components/account/progress-bar'
import { saleStateLabel } from './state-label'

export function OrderProgress({ name, state }: { name: string; state: SaleState }) {
  const t = useTranslations('sales')
  const value = orderProgress(state)
  const stateLabel = saleStateLabel(t, state)
  return (
    <ProgressBar
      value={value}
      label={t('progressLabel', { name })}
      stateLabel={stateLabel}
      valueText={t('progressText', { state: stateLabel, value })}
    />
  )
}
