import { connection } from 'next/server'
import { sitemapEntries } from '@/lib/catalogue/sitemap-entries'
import { sitemapChunks, sitemapFileIndex, urlSetXml } from '@/lib/seo/sitemap'

/** `/sitemaps/{n}.xml`: the n-th file of the sitemap index. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  await connection()
  const index = sitemapFileIndex((await params).file)
  const chunk = index === null ? undefined : sitemapChunks(await sitemapEntries())[index]
  if (!chunk)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(urlSetXml(chunk), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
