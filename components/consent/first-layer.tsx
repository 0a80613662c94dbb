import { consentValue, type ConsentCategories, type ConsentTexts } from '@/lib/consent'
import { FIRST_LAYER_ID, FIRST_LAYER_SCRIPT } from '@/lib/consent/first-layer'
import styles from './first-layer.module.css'

interface FirstLayerProps {
  texts: ConsentTexts
  categories: ConsentCategories
  showToBots: boolean
}

/**
 * The banner's first layer as server HTML, so it paints with the page instead of seconds later when the
 * library has loaded (docs/adr/0018-cookie-banner-first-layer-on-the-server.md). Hidden until the inline
 * script below finds that the visitor must be asked; without JavaScript it stays hidden, since its buttons
 * need the library. The buttons use the library's own `data-cc` hooks, which it wires when it runs.
 */
export function FirstLayer({ texts, categories, showToBots }: FirstLayerProps) {
  return (
    <>
      <div
        id={FIRST_LAYER_ID}
        className={styles.layer}
        role="dialog"
        tabIndex={-1}
        aria-label={texts.consentModal.label}
        aria-describedby={`${FIRST_LAYER_ID}-desc`}
        data-consent={consentValue(categories)}
        data-bots={showToBots ? 'show' : 'hide'}
        data-nosnippet=""
      >
        <button
          type="button"
          className={styles.close}
          data-cc="accept-necessary"
          aria-label={texts.consentModal.closeLabel}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M 19.5 4.5 L 4.5 19.5 M 4.5 4.501 L 19.5 19.5" />
          </svg>
        </button>
        <h2 className={styles.title}>{texts.consentModal.title}</h2>
        <p id={`${FIRST_LAYER_ID}-desc`} className={styles.description}>
          {texts.consentModal.description}
        </p>
        <div className={styles.buttons}>
          <button type="button" className={styles.button} data-cc="accept-all">
            {texts.buttons.accept}
          </button>
          <button type="button" className={styles.button} data-cc="accept-necessary">
            {texts.buttons.decline}
          </button>
          <button type="button" className={`${styles.button} ${styles.secondary}`} data-cc="show-preferencesModal">
            {texts.buttons.manage}
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: FIRST_LAYER_SCRIPT }} />
    </>
  )
}
