import { type ProductDocument } from '@/lib/search/documents'
import { compareSizes } from '@/lib/search/document-reads'
import type { ProductHit } from '@/lib/search/types'

/** The size axis, ordered 4XS → 10XL (docs/product/catalogue.md#variants). */
export const SIZE_AXIS = 'taille'

export interface VariantOption {
  value: string
  /** The variant this option leads to: same values on the other axes, this one here. */
  sku: string | null
  selected: boolean
  /** False when no variant has this value together with the other axes as selected. */
  available: boolean
}

export interface VariantAxis {
  name: string
  options: VariantOption[]
}

const valueOf = (variant: ProductDocument, axis: string) => {
  const value = variant.variant_attributes[axis]
  return value === undefined ? undefined : String(value)
}

/**
 * The variant a product page shows: the one named by `?sku=`, else the one matching the axis values
 * in the query (the selector's no-JavaScript form), else the main variant.
 */
export function selectVariant(
  hit: ProductHit,
  wanted: { sku?: string; attributes?: Record<string, string> },
): ProductDocument {
  const variants = hit.variants.length > 0 ? hit.variants : [hit.product]
  const bySku = wanted.sku ? variants.find((variant) => variant.sku === wanted.sku) : undefined
  if (bySku) return bySku
  const entries = Object.entries(wanted.attributes ?? {})
  if (entries.length > 0) {
    const score = (variant: ProductDocument) =>
      entries.filter(([axis, value]) => valueOf(variant, axis) === value).length
    const best = variants.reduce((a, b) => (score(b) > score(a) ? b : a))
    if (score(best) > 0) return best
  }
  return variants.find((variant) => variant.main) ?? hit.product
}

/** Axis names across the variants, in document order. */
export function variantAxisNames(variants: readonly ProductDocument[]): string[] {
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.variant_attributes)))]
}

function sortValues(axis: string, values: string[]): string[] {
  return axis === SIZE_AXIS
    ? values.sort(compareSizes)
    : values.sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }))
}

/** Each axis with its values and where choosing one leads, given the selected variant. */
export function variantAxes(variants: readonly ProductDocument[], selected: ProductDocument): VariantAxis[] {
  const axes = variantAxisNames(variants)
  return axes
    .map((axis) => {
      const values = sortValues(axis, [
        ...new Set(variants.map((v) => valueOf(v, axis)).filter((v): v is string => v !== undefined)),
      ])
      const options = values.map((value): VariantOption => {
        const target = variants.find(
          (variant) =>
            valueOf(variant, axis) === value &&
            axes.every((other) => other === axis || valueOf(variant, other) === valueOf(selected, other)),
        )
        return {
          value,
          sku: target?.sku ?? null,
          selected: valueOf(selected, axis) === value,
          available: target !== undefined,
        }
      })
      return { name: axis, options }
    })
    .filter((axis) => axis.options.length > 1 || variants.length > 1)
}
