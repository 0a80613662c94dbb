import { z } from 'zod/mini'

/**
 * What a real Odoo sends that the storefront's own payloads never do. Odoo keeps datetimes in UTC and
 * shopinvader serialises them without an offset (`2025-11-04T08:42:17`); read as a local time they
 * would shift by an hour or two, so they are read as UTC and given their `Z`.
 */
export const odooDateTime = z.union([
  z.iso.datetime({ offset: true }),
  z.pipe(
    z.iso.datetime({ local: true }),
    z.transform((value) => new Date(`${value}Z`).toISOString()),
  ),
])

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/**
 * Odoo's notes are HTML fields (`<p>Livraison par le quai B.</p>`); the storefront shows them as text,
 * one paragraph a line, so the buyer never sees a tag.
 */
export const odooText = z.pipe(
  z._default(z.nullable(z.string()), null),
  z.transform((value) => {
    if (value === null || !/<[a-z/!]/i.test(value)) return value
    const text = value
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h\d)>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
      .replace(/\n{2,}/g, '\n')
      .trim()
    return text === '' ? null : text
  }),
)

/** A missing block (`delivery: null`) read as the block with nothing in it. */
export function orEmpty<S extends z.ZodMiniType>(schema: S, empty: z.input<S>) {
  return z.pipe(
    z.transform<unknown, unknown>((value) => value ?? empty),
    schema,
  )
}
