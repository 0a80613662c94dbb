/** The longest meta description the shop writes (docs/product/catalogue.md#seo). */
export const META_DESCRIPTION_MAX = 255

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** Inline tags sit inside words and sentences; any other tag separates text. */
const INLINE_TAG = /<\/?(?:a|abbr|b|em|i|small|span|strong|sub|sup|u)\b[^>]*>/gi

/** Tags and line breaks out, the common entities decoded, blanks collapsed. */
export function plainText(html: string): string {
  return html
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * docs/product/catalogue.md#seo: the default meta description is the SEO title, the short description and the
 * description, with HTML tags and line breaks removed, cut at 255 characters. The cut falls on a
 * word boundary when one is close, so a word is never chopped in two in search results.
 */
export function defaultMetaDescription(parts: {
  seo_title?: string | null
  short_description?: string | null
  description?: string | null
}): string {
  const text = [parts.seo_title, parts.short_description, parts.description]
    .map((part) => (part ? plainText(part) : ''))
    .filter((part) => part !== '')
    .join(' ')
  if (text.length <= META_DESCRIPTION_MAX) return text
  const cut = text.slice(0, META_DESCRIPTION_MAX)
  const lastSpace = cut.lastIndexOf(' ')
  return (lastSpace > META_DESCRIPTION_MAX - 30 ? cut.slice(0, lastSpace) : cut).trimEnd()
}

/** The document's own meta description when it has one, else the default rule. */
export function metaDescriptionOf(doc: {
  meta_description?: string | null
  seo_title?: string | null
  short_description?: string | null
  description?: string | null
}): string {
  const own = doc.meta_description ? plainText(doc.meta_description) : ''
  return own !== '' ? own.slice(0, META_DESCRIPTION_MAX) : defaultMetaDescription(doc)
}
