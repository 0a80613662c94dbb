/** Sitemaps protocol: at most 50,000 URLs per file, listed by a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  lastmod?: string
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** The files of a sitemap split to the protocol's limit, in order; always at least one. */
export function sitemapChunks<T>(entries: readonly T[], size: number = SITEMAP_MAX_URLS): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < entries.length; start += size) chunks.push(entries.slice(start, start + size))
  return chunks.length > 0 ? chunks : [[]]
}

export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`
}

/** `/sitemaps/3.xml` → 3; anything else → null. */
export function sitemapFileIndex(file: string): number | null {
  const match = /^(\d{1,6})\.xml$/.exec(file)
  return match ? Number(match[1]) : null
}

export const sitemapFilePath = (index: number) => `/sitemaps/${index}.xml`
