import type { z } from 'zod/mini'

/**
 * The filters a list reads from its URL, each checked by the schema of the server's query: a value the
 * server would refuse (a hand-edited URL) is dropped rather than failing the whole list.
 */
export function filtersFrom<S extends z.ZodMiniObject>(schema: S, params: URLSearchParams): Partial<z.output<S>> {
  const filters: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodMiniType).safeParse(params.get(key) || undefined)
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data
  }
  return filters as Partial<z.output<S>>
}

/** The list's address for these filters: blank ones left out, and back to the first page. */
export function filtersHref(pathname: string, filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value?.trim()
    if (trimmed) params.set(key, trimmed)
  }
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** ISO dates compare as text; an open-ended range is always valid. */
export function isDateRange(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || from <= to
}
