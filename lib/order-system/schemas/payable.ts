import { z } from 'zod/mini'

/** What the payment page needs: a signed token naming the cart or quotation to pay, and its amount. */
export const payableSchema = z.object({
  payable: z.string().check(z.minLength(1)),
  payable_reference: z.string(),
  amount: z.number(),
  currency_code: z.string().check(z.length(3)),
  amount_formatted: z.string(),
})
export type Payable = z.infer<typeof payableSchema>
