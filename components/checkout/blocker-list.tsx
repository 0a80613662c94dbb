import { useTranslations } from 'next-intl'
import type { Blocker } from './blockers'
import styles from './checkout.module.css'

/** The reasons the action below is disabled, in words; the button points at them with aria-describedby. */
export function BlockerList({ id, blockers }: { id: string; blockers: Blocker[] }) {
  const t = useTranslations('checkout.blockers')
  if (blockers.length === 0) return null
  return (
    <div id={id} className={styles.blockers}>
      <p>{t('title')}</p>
      <ul>
        {blockers.map((blocker) => (
          <li key={blocker}>{t(blocker)}</li>
        ))}
      </ul>
    </div>
  )
}
