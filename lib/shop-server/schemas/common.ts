import { z } from 'zod/mini'

/** An Odoo-style many2one as the shop server answers it. */
export const refSchema = z.object({ id: z.int(), name: z.string() })
export type Ref = z.infer<typeof refSchema>

/** Upstream allows a country without an ISO code. */
export const countrySchema = z.object({ id: z.int(), code: z._default(z.nullable(z.string()), null), name: z.string() })
export type Country = z.infer<typeof countrySchema>

/** Both back ends answer errors the same way: `{ detail, fields? }` in French. */
export { errorBodySchema } from '../../order-system/schemas/error'

/** Optional free text of a form field: trimmed, bounded, null or absent when unknown. */
export const optionalText = (max: number, label: string) =>
  z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} ne doit pas dépasser ${max} caractères.`))),
  )

/** Required free text: what a user cannot leave blank. */
export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} est obligatoire.`),
      z.maxLength(max, `${label} ne doit pas dépasser ${max} caractères.`),
    )

/** An e-mail field that may be left blank. */
export const optionalEmail = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(254, 'L’adresse e-mail est trop longue.'),
      z.refine((v) => v === '' || z.email().safeParse(v).success, 'L’adresse e-mail n’est pas valide.'),
    ),
  ),
)

export const optionalPhone = (label: string) =>
  z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(32, `${label} est trop long.`),
        z.refine((v) => v === '' || /^\+?[0-9 .()-]{6,}$/.test(v), `${label} n’est pas valide.`),
      ),
    ),
  )
