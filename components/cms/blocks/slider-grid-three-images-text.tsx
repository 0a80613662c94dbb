import { useTranslations } from 'next-intl'
import type { BlockProps } from '../block-props'
import { NamedCarousel } from '../named-carousel'
import shared from '../cms.module.css'
import { CmsButton } from '../cms-button'
import { CmsImage } from '../cms-image'
import styles from './sliders.module.css'

export function SliderGridThreeImagesTextBlock({ block }: BlockProps<'sections.slider-grid-three-images-text'>) {
  const t = useTranslations('cms.carousel')
  const slides = block.slides.map((slide, index) => (
    <div key={index} className={styles.gridText}>
      <div className={styles.panel}>
        <h2 className={styles.slideTitle}>{slide.title}</h2>
        <p className={styles.slideText}>{slide.text}</p>
        {slide.button ? <CmsButton button={slide.button} /> : null}
      </div>
      <div className={styles.mosaic}>
        {slide.images.map((image, position) => (
          <CmsImage
            key={position}
            image={image}
            sizes={position === 0 ? '(max-width: 767px) 100vw, 480px' : '(max-width: 767px) 50vw, 240px'}
            className={styles.cover}
          />
        ))}
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
