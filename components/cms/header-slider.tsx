import type { ReactNode } from 'react'
import { findHeaderSlider } from '@/lib/cms/pages'
import { HeaderSliderRotator } from './header-slider-rotator'

/** The CMS's messages above the header; `fallback` (or nothing) when the CMS has none or is down. */
export async function HeaderSlider({ fallback = null }: { fallback?: ReactNode }) {
  const slider = await findHeaderSlider()
  if (!slider || slider.entries.length === 0) return fallback
  return <HeaderSliderRotator entries={slider.entries} />
}
