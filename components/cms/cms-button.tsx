import type { CmsButton as CmsButtonData } from '@/lib/cms/schemas'
import styles from './cms.module.css'
import { CmsLink } from './cms-link'

const VARIANT_CLASS: Record<CmsButtonData['variant'], string> = {
  primary: 'button',
  secondary: 'button button--secondary',
  outline: `button ${styles.outline}`,
}

/** A call to action from the CMS, in the shop's button styles; `onDark` for dark or image backgrounds. */
export function CmsButton({ button, onDark = false }: { button: CmsButtonData; onDark?: boolean }) {
  const className = onDark
    ? `button ${button.variant === 'primary' ? styles.onDarkPrimary : styles.onDarkSecondary}`
    : VARIANT_CLASS[button.variant]
  return (
    <CmsLink href={button.url} openInNewTab={button.openInNewTab} className={className}>
      {button.label}
    </CmsLink>
  )
}
