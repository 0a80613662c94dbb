import { connection } from 'next/server'
import { sitemapEntries } from '@/lib/catalogue/sitemap-entries'
import { getConfig } from '@/lib/config'
import { sitemapChunks, sitemapFilePath, sitemapIndexXml } from '@/lib/seo/sitemap'

/** The sitemap index: one file per 50,000 URLs (products, categories, CMS pages). */
export async function GET(): Promise<Response> {
  // Built from the live catalogue on request, never frozen at build time.
  await connection()
  const chunks = sitemapChunks(await sitemapEntries())
  const site = getConfig().SITE_URL
  const xml = sitemapIndexXml(chunks.map((_, index) => new URL(sitemapFilePath(index), site).href))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
