/**
 * Text as both search back ends compare it: the Elasticsearch mapping folds case and accents
 * (`folded` normalizer, `asciifolding` filter), so the local index and the query builders fold the
 * same way, and "securite" meets "Sécurité".
 */

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
}

/** What the buyer typed, trimmed, folded and with runs of blanks collapsed. */
export function normalizeSearchText(text: string): string {
  return foldText(text).trim().replace(/\s+/g, ' ')
}

/** A wildcard query reads `*`, `?` and `\` as operators; typed text must match them literally. */
export function escapeWildcard(text: string): string {
  return text.replace(/[\\*?]/g, (character) => `\\${character}`)
}

/** Product descriptions are HTML; only their words are searched. */
export function stripHtml(html: string): string {
  return html.replace(/<[^>]*>/g, ' ')
}
