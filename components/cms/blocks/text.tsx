import type { BlockProps } from '../block-props'
import shared from '../cms.module.css'
import { RichText } from './rich-text'

export function TextBlock({ block }: BlockProps<'sections.text'>) {
  return (
    <section data-block={block.__component} className={shared.section}>
      <RichText html={block.html} />
    </section>
  )
}
