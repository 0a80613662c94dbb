import { z } from 'zod/mini'
import { saleSchema } from './sale'
import { pagedSchema } from './paging'

/** A quotation is a sale-shaped document in state estimating or estimated. */
export const quotationSchema = saleSchema
export type Quotation = z.output<typeof quotationSchema>
export const quotationPageSchema = pagedSchema(quotationSchema)

const reference = (label: string) =>
  z.nullish(z.string().check(z.trim(), z.maxLength(64, `${label} ne doit pas dépasser 64 caractères.`)))

export const quotationUpdateInputSchema = z.object({
  client_order_ref: reference('La référence'),
  ej_number: reference('Le numéro EJ'),
})
export type QuotationUpdateInput = z.input<typeof quotationUpdateInputSchema>

/** Largest purchase-order file a buyer may attach. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024
