/** The longest meta description the shop writes (docs/product/constants.md). */
export const META_DESCRIPTION_MAX = 255

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** Inline tags sit inside words and sentences; any other tag separates text. */
const INLINE_TAG = /<\/?(?:a|abbr|b|em|i|small|span|strong|sub|sup|u)\b[^>]*>/gi

/** The text of each block (paragraph, list item, line…) of some HTML, entities decoded, blanks collapsed. */
function textBlocks(html: string): string[] {
  return html
    .replace(INLINE_TAG, '')
    .split(/<[^>]*>|\r?\n/)
    .map((block) =>
      block
        .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => block !== '')
}

/** Tags and line breaks out, the common entities decoded, blanks collapsed. */
export function plainText(html: string): string {
  return textBlocks(html).join(' ')
}

/** A sentence ends with its stop (. ! ? …) and the blank after it; text without a stop is one sentence. */
const SENTENCE = /[^.!?…]+(?:[.!?…]+(?=\s|$)|$)/g

/** How two sentences compare: case, accents' case, blanks and the final stop do not count. */
const sameness = (sentence: string) =>
  sentence
    .toLocaleLowerCase('fr')
    .replace(/[.!?…\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()

/** The sentences of the blocks, in order, each said once. */
function sentencesOnce(blocks: string[]): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const block of blocks) {
    for (const sentence of block.match(SENTENCE) ?? []) {
      const text = sentence.trim()
      const key = sameness(text)
      if (key === '' || seen.has(key)) continue
      seen.add(key)
      kept.push(text)
    }
  }
  return kept
}

const ELLIPSIS = '…'

/**
 * At most `max` characters. A longer text is cut after its last whole word that fits, with an
 * ellipsis to say so; only a single word longer than the limit is cut inside.
 */
function cutOnWord(text: string, max: number = META_DESCRIPTION_MAX): string {
  if (text.length <= max) return text
  const room = text.slice(0, max - ELLIPSIS.length + 1)
  const lastSpace = room.lastIndexOf(' ')
  if (lastSpace <= 0) return text.slice(0, max)
  return `${room.slice(0, lastSpace).replace(/[\s,;:–—-]+$/, '')}${ELLIPSIS}`
}

/**
 * The default meta description (docs/product/catalogue.md#seo): the SEO title, the short
 * description and the description as plain text, each sentence said once, cut on a word.
 */
export function defaultMetaDescription(parts: {
  seo_title?: string | null
  short_description?: string | null
  description?: string | null
}): string {
  const blocks = [parts.seo_title, parts.short_description, parts.description].flatMap((part) =>
    part ? textBlocks(part) : [],
  )
  return cutOnWord(sentencesOnce(blocks).join(' '))
}

/** The document's own meta description when it has one, else the default rule. */
export function metaDescriptionOf(doc: {
  meta_description?: string | null
  seo_title?: string | null
  short_description?: string | null
  description?: string | null
}): string {
  const own = doc.meta_description ? plainText(doc.meta_description) : ''
  return own !== '' ? cutOnWord(own) : defaultMetaDescription(doc)
}
