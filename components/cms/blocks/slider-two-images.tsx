import { useTranslations } from 'next-intl'
import type { BlockProps } from '../block-props'
import { NamedCarousel } from '../named-carousel'
import shared from '../cms.module.css'
import { ImageTile } from '../image-tile'
import styles from './sliders.module.css'

export function SliderTwoImagesBlock({ block }: BlockProps<'sections.slider-two-images'>) {
  const t = useTranslations('cms.carousel')
  const slides = block.slides.map((slide, index) => (
    <div key={index} className={styles.pair}>
      {slide.images.map((tile, position) => (
        <ImageTile key={position} {...tile} sizes="(max-width: 767px) 100vw, 640px" />
      ))}
    </div>
  ))
  return (
    <section data-block={block.__component} className={shared.section}>
      <NamedCarousel
        label={t('defaultLabel')}
        slides={slides}
        autoplay={block.autoplay}
        intervalMs={block.intervalMs}
      />
    </section>
  )
}
