import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CmsPageView } from '@/components/cms/cms-page-view'
import { HomeJsonLd } from '@/components/seo/home-json-ld'
import { buildCmsPageMetadata } from '@/lib/cms/metadata'
import { findCmsPage } from '@/lib/cms/pages'
import { siteIdentity } from '@/lib/seo/site-identity'

/** The home page is the CMS page with this handle (docs/product/content.md#cms-pages). */
const HOME_HANDLE = 'home'

// CMS content is public: the page is regenerated at most once a minute (lib/cms/pages.ts).
export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const page = await findCmsPage(HOME_HANDLE)
  return page ? buildCmsPageMetadata(page, await siteIdentity()) : {}
}

export default async function HomePage() {
  const page = await findCmsPage(HOME_HANDLE)
  if (!page) {
    console.error(`[cms] aucune page « ${HOME_HANDLE} » dans le CMS : la page d'accueil répond 404`)
    notFound()
  }
  return (
    <>
      <HomeJsonLd />
      <CmsPageView page={page} />
    </>
  )
}
