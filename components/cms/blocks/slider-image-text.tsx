import { useTranslations } from 'next-intl'
import type { BlockProps } from '../block-props'
import { NamedCarousel } from '../named-carousel'
import shared from '../cms.module.css'
import { CmsButton } from '../cms-button'
import { CmsImage } from '../cms-image'
import styles from './sliders.module.css'

export function SliderImageTextBlock({ block }: BlockProps<'sections.slider-image-text'>) {
  const t = useTranslations('cms.carousel')
  const slides = block.slides.map((slide, index) => (
    <div key={index} className={styles.imageText}>
      <CmsImage image={slide.image} sizes="(max-width: 767px) 100vw, 640px" className={styles.cover} />
      <div className={styles.panel}>
        <h2 className={styles.slideTitle}>{slide.title}</h2>
        <p className={styles.slideText}>{slide.text}</p>
        {slide.button ? <CmsButton button={slide.button} /> : null}
      </div>
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
