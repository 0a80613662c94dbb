import { z } from 'zod/mini'

/** Error body of every 4xx/5xx answer, FastAPI style; `detail` is a French sentence fit for the user. */
export const errorBodySchema = z.object({
  detail: z.string(),
  /** Per-field messages when a payload failed validation (422). */
  fields: z.optional(z.record(z.string(), z.string())),
})
