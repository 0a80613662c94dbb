import type { useTranslations } from 'next-intl'
import type { VariantAxis } from '@/lib/search/constants'

/** The name of a variant axis ("Taille"), or the axis as the catalogue spells it when the shop has none. */
export function axisLabel(t: ReturnType<typeof useTranslations<'product'>>, axis: string): string {
  const key = `axes.${axis}` as `axes.${VariantAxis}`
  return t.has(key) ? t(key) : axis
}
