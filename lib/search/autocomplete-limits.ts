/** Bounds of `GET /api/autocomplete`, apart from its schema so the header's search box loads no zod. */
export const AUTOCOMPLETE_MIN_LENGTH = 2
export const AUTOCOMPLETE_MAX_LENGTH = 100
