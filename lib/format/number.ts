/**
 * The shop's one way of writing numbers: French (`1 234,5`), whatever the machine's locale, so the
 * server render and the browser agree. Prices go through `formatPrice` (lib/price/format.ts), built on
 * the same locale. A message argument that is a number is given through one of these, or declared
 * `{n, number}` / `{n, plural, …}` in messages/fr.json: a plain `{n}` would print `25.04`.
 */
export const NUMBER_LOCALE = 'fr-FR'

/**
 * A French number formatter, built the first time it formats. The browser's first number formatter
 * loads the locale's number data (20–40 ms of CPU on the reference machine): a visitor's catalogue page,
 * which the server has already formatted, never builds one while it loads
 * (docs/adr/0032-the-server-formats-what-it-rendered.md).
 */
export function numberFormatter(options: Intl.NumberFormatOptions): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined
  return (value) => (formatter ??= new Intl.NumberFormat(NUMBER_LOCALE, options)).format(value)
}

/** A quantity as the order system keeps it, to the thousandth: `1 250`, `2,5`. */
export const formatQuantity = numberFormatter({ maximumFractionDigits: 3 })

/** A rate in percent, to the hundredth, without the sign: `25,04` (the message adds `%`). */
export const formatRate = numberFormatter({ maximumFractionDigits: 2 })
