import 'server-only'
import { cache } from 'react'
import { createFailureHold } from '@/lib/cache/failure-hold'
import { createLastGood } from '@/lib/cache/last-good'
import { getConfig } from '@/lib/config'
import { answerDeadline } from '@/lib/http/answer-deadline'
import { breakerFor } from '@/lib/http/breaker'
import { atRequestTimeIfUnavailable } from '@/lib/routes/at-request-time'
import { createCmsClient, type CmsClient } from './client'
import { CMS_REVALIDATE_SECONDS } from './data-cache'
import { CmsUnavailableError } from './errors'
import type { CmsHeaderSlider, CmsPage } from './schemas'

export { CmsUnavailableError } from './errors'

let client: CmsClient | undefined

function cms(): CmsClient {
  if (client) return client
  const config = getConfig()
  client = createCmsClient({
    baseUrl: config.CMS_URL,
    timeoutMs: config.HTTP_TIMEOUT_MS,
    budgetMs: config.BACKEND_BUDGET_MS,
    breaker: breakerFor('cms'),
    // Next answers a stale entry of its data cache at once and refreshes it in the background with this
    // same request, which the client's own timeout no longer covers (the client already has its
    // answer): without a deadline of its own, a hanging CMS would hold that refresh, and the page
    // waiting to be cached with it, until the socket gives up minutes later. Next drops the signal of
    // that refresh, so the deadline also rides on the dispatcher, which it keeps.
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        signal: deadline(init?.signal, config.BACKEND_BUDGET_MS),
        dispatcher: answerDeadline(config.BACKEND_BUDGET_MS),
        next: { revalidate: CMS_REVALIDATE_SECONDS, tags: ['cms'] },
      } as RequestInit),
  })
  return client
}

function deadline(signal: AbortSignal | null | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms)
  return signal ? AbortSignal.any([signal, timeout]) : timeout
}

const isOutage = (error: unknown) => error instanceof CmsUnavailableError

/*
 * Last good answers, served while the CMS fails. Only pages that exist are kept (any path can be
 * asked for, and unknown ones must not push real pages out); the bound is far above the shop's count
 * of content pages.
 */
const lastGoodPage = createLastGood<CmsPage | null>(500, (page) => page !== null)
const heldPageFailures = createFailureHold<CmsPage | null>(5_000, 500)
const lastGoodList = createLastGood<CmsPage[]>(1)
const lastGoodSlider = createLastGood<CmsHeaderSlider | null>(1)

/**
 * The page with this handle (`home` for `/`), or null; throws a logged `CmsUnavailableError` when
 * the CMS fails and the page was never read before.
 */
export const findCmsPage = cache((handle: string): Promise<CmsPage | null> =>
  atRequestTimeIfUnavailable(
    () => lastGoodPage(handle, () => heldPageFailures(handle, () => cms().pageByHandle(handle))),
    isOutage,
  ),
)

/** Pages search engines may index, by rank (sitemap, menus). */
export const listCmsPages = cache(async (): Promise<CmsPage[]> => {
  const pages = await atRequestTimeIfUnavailable(() => lastGoodList('pages', () => cms().listPages()), isOutage)
  return pages.filter((page) => !page.seo.noindex)
})

/**
 * The messages above the header, shared by every page. The header must never break because of them:
 * during an outage (already logged) it keeps the last messages read, or shows none.
 */
export const findHeaderSlider = cache(async (): Promise<CmsHeaderSlider | null> => {
  try {
    return await lastGoodSlider('slider', () => cms().headerSlider())
  } catch (error) {
    if (error instanceof CmsUnavailableError) return null
    throw error
  }
})
