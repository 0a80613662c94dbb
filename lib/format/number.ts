/**
 * The shop's one way of writing numbers: French (`1 234,5`), whatever the machine's locale, so the
 * server render and the browser agree. Prices go through `formatPrice` (lib/price/format.ts), built on
 * the same locale. A message argument that is a number is given through one of these, or declared
 * `{n, number}` / `{n, plural, …}` in messages/fr.json: a plain `{n}` would print `25.04`.
 */
export const NUMBER_LOCALE = 'fr-FR'

const quantities = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 3 })
const rates = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 })

/** A quantity as the order system keeps it, to the thousandth: `1 250`, `2,5`. */
export function formatQuantity(qty: number): string {
  return quantities.format(qty)
}

/** A rate in percent, to the hundredth, without the sign: `25,04` (the message adds `%`). */
export function formatRate(rate: number): string {
  return rates.format(rate)
}
