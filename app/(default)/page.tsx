import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CmsPageView } from '@/components/cms/cms-page-view'
import { HomeJsonLd } from '@/components/seo/home-json-ld'
import { cmsPageMetadata, findCmsPage } from '@/lib/cms/pages'
import { logger } from '@/lib/log/logger'

const log = logger('cms')

/** Spec §2: the home page is the CMS page with this handle. */
const HOME_HANDLE = 'home'

// CMS content is public: the page is regenerated at most once a minute (lib/cms/pages.ts).
export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const page = await findCmsPage(HOME_HANDLE)
  return page ? cmsPageMetadata(page) : {}
}

export default async function HomePage() {
  const page = await findCmsPage(HOME_HANDLE)
  if (!page) {
    log.error('The CMS has no home page: the home page answers 404', { handle: HOME_HANDLE })
    notFound()
  }
  return (
    <>
      <HomeJsonLd />
      <CmsPageView page={page} />
    </>
  )
}
