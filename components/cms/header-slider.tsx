import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { findHeaderSlider } from '@/lib/cms/pages'
import type { CmsHeaderSliderEntry } from '@/lib/cms/schemas'
import { HeaderSliderRotator } from './header-slider-rotator'
import { slideLabels } from './slide-labels'

/** The CMS's messages above the header; `fallback` (or nothing) when the CMS has none or is down. */
export async function HeaderSlider({ fallback = null }: { fallback?: ReactNode }) {
  const slider = await findHeaderSlider()
  if (!slider || slider.entries.length === 0) return fallback
  return <NamedRotator entries={slider.entries} />
}

/** The rotator, with each message's name formatted here rather than in the browser. */
function NamedRotator({ entries }: { entries: CmsHeaderSliderEntry[] }) {
  const t = useTranslations('cms.carousel')
  return <HeaderSliderRotator entries={entries} slideLabels={slideLabels(t, entries.length)} />
}
