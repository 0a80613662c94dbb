import { useTranslations } from 'next-intl'
import { Carousel, type CarouselProps } from './carousel'
import { slideLabels } from './slide-labels'

/**
 * The carousel as a CMS block draws it: each slide's name formatted where the page renders, so the
 * browser builds no number formatter for it (docs/adr/0032-the-server-formats-what-it-rendered.md).
 */
export function NamedCarousel(props: Omit<CarouselProps, 'slideLabels'>) {
  const t = useTranslations('cms.carousel')
  return <Carousel {...props} slideLabels={slideLabels(t, props.slides.length)} />
}
