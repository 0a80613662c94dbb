import 'server-only'
import { cache } from 'react'
import { getConfig } from '@/lib/config'
import { atRequestTimeIfUnavailable } from '@/lib/routes/at-request-time'
import { createCmsClient, type CmsClient } from './client'
import { CmsUnavailableError } from './errors'
import type { CmsHeaderSlider, CmsPage } from './schemas'

export { CmsUnavailableError } from './errors'

/** CMS content is public and edited rarely: Next's data cache keeps each answer for a minute. */
export const CMS_REVALIDATE_SECONDS = 60

let client: CmsClient | undefined

function cms(): CmsClient {
  if (client) return client
  const config = getConfig()
  client = createCmsClient({
    baseUrl: config.CMS_URL,
    timeoutMs: config.HTTP_TIMEOUT_MS,
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: CMS_REVALIDATE_SECONDS, tags: ['cms'] } }),
  })
  return client
}

const isOutage = (error: unknown) => error instanceof CmsUnavailableError

/** The page with this handle (`home` for `/`), or null; throws a logged `CmsUnavailableError` on an outage. */
export const findCmsPage = cache((handle: string): Promise<CmsPage | null> =>
  atRequestTimeIfUnavailable(() => cms().pageByHandle(handle), isOutage),
)

/** Pages search engines may index, by rank (sitemap, menus). */
export const listCmsPages = cache(async (): Promise<CmsPage[]> => {
  const pages = await atRequestTimeIfUnavailable(() => cms().listPages(), isOutage)
  return pages.filter((page) => !page.seo.noindex)
})

/**
 * The messages above the header. The header must never break because of them: an outage (already
 * logged by the client) shows no messages.
 */
export const findHeaderSlider = cache(async (): Promise<CmsHeaderSlider | null> => {
  try {
    return await cms().headerSlider()
  } catch (error) {
    if (error instanceof CmsUnavailableError) return null
    throw error
  }
})
