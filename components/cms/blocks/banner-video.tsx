import { AutoplayVideo } from '../autoplay-video'
import type { BlockProps } from '../block-props'
import styles from './banner-video.module.css'

export function BannerVideoBlock({ block }: BlockProps<'sections.banner-video'>) {
  return (
    <section data-block={block.__component} className={styles.banner}>
      <AutoplayVideo
        desktop={block.desktopVideo}
        mobile={block.mobileVideo}
        posterUrl={block.poster.url}
        label={block.label}
        autoplay={block.autoplay}
        controls={block.controls}
        mobileAutoplay={block.mobileAutoplay}
        mobileControls={block.mobileControls}
        loop={block.loop}
        muted={block.muted}
        className={styles.video}
      />
    </section>
  )
}
