import { AutoplayVideo } from '../autoplay-video'
import type { BlockProps } from '../block-props'
import { CmsButton } from '../cms-button'
import styles from './banner-video.module.css'

export function BannerVideoTextButtonBlock({
  block,
  asPageTitle = false,
}: BlockProps<'sections.banner-video-text-button'>) {
  const Heading = asPageTitle ? 'h1' : 'h2'
  return (
    <section data-block={block.__component} className={`${styles.banner} ${styles.withText}`}>
      <AutoplayVideo
        desktop={block.desktopVideo}
        mobile={block.mobileVideo}
        posterUrl={block.poster.url}
        // The text beside it says what the video shows.
        label={block.poster.alternativeText ?? block.title}
        autoplay={block.autoplay}
        controls={block.controls}
        mobileAutoplay={block.mobileAutoplay}
        mobileControls={block.mobileControls}
        loop={block.loop}
        muted={block.muted}
        className={styles.video}
      />
      <div className={styles.overlay}>
        <Heading>{block.title}</Heading>
        <p>{block.text}</p>
        <div>
          <CmsButton button={block.button} onDark />
        </div>
      </div>
    </section>
  )
}
