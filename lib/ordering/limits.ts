/**
 * How much quick order reads at once. Apart from the parser (parse-lines.ts) so that the product
 * lookups of catalogue and cart pages can share them without loading the parser's French reasons,
 * which come with every message.
 */
export const MAX_LINES = 500
export const MAX_QUANTITY = 99_999
export const MAX_REFERENCE_LENGTH = 64
