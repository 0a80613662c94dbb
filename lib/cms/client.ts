import { createHttpClient, type HttpClientConfig, type HttpLogger } from '@/lib/http/client'
import { cmsFailure } from './errors'
import { resolveMediaUrls } from './media-urls'
import { cmsPaths } from './paths'
import {
  CMS_LOCALE,
  cmsHeaderSliderResponseSchema,
  cmsPageListResponseSchema,
  type CmsHeaderSlider,
  type CmsPage,
} from './schemas'

/** Strapi's largest page; the shop never has more content pages than this. */
const LIST_PAGE_SIZE = 100

export interface CmsClientConfig {
  baseUrl: string
  timeoutMs: number
  fetch?: typeof fetch
  logger?: HttpLogger & Pick<Console, 'error'>
  sleep?: HttpClientConfig['sleep']
}

export interface CmsClient {
  /** `null` when the CMS has no page with this handle. */
  pageByHandle(handle: string): Promise<CmsPage | null>
  /** Every page of the locale, by rank. */
  listPages(): Promise<CmsPage[]>
  /** `null` when the header slider was never filled in the CMS. */
  headerSlider(): Promise<CmsHeaderSlider | null>
}

/**
 * The CMS's REST API (Strapi v5 shape). Every answer is parsed with lib/cms/schemas.ts; every failure
 * (outage, timeout, HTTP error, invalid answer) becomes a logged `CmsUnavailableError`.
 */
export function createCmsClient(config: CmsClientConfig): CmsClient {
  const log = config.logger ?? console
  const http = createHttpClient({
    system: 'cms',
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    fetch: config.fetch,
    logger: log,
    sleep: config.sleep,
  })

  async function findOne(field: 'handle', value: string): Promise<CmsPage | null> {
    const result = await http.get(cmsPaths.pages, {
      schema: cmsPageListResponseSchema,
      query: { [`filters[${field}][$eq]`]: value, locale: CMS_LOCALE, 'pagination[pageSize]': 1 },
    })
    if (!result.ok) throw cmsFailure(`page ${field}=${value}`, result.error, log)
    const page = result.data.data[0]
    return page ? resolveMediaUrls(page, config.baseUrl) : null
  }

  return {
    pageByHandle: (handle) => findOne('handle', handle),
    async listPages() {
      const result = await http.get(cmsPaths.pages, {
        schema: cmsPageListResponseSchema,
        query: { locale: CMS_LOCALE, sort: 'rank:asc', 'pagination[pageSize]': LIST_PAGE_SIZE },
      })
      if (!result.ok) throw cmsFailure('liste des pages', result.error, log)
      return resolveMediaUrls(result.data.data, config.baseUrl)
    },
    async headerSlider() {
      // Every page's header waits for this call: a struggling CMS costs it one attempt, not two.
      const result = await http.get(cmsPaths.headerSlider, {
        schema: cmsHeaderSliderResponseSchema,
        query: { locale: CMS_LOCALE },
        retry: 0,
      })
      if (!result.ok) throw cmsFailure('bandeau défilant', result.error, log)
      return resolveMediaUrls(result.data.data, config.baseUrl)
    },
  }
}
