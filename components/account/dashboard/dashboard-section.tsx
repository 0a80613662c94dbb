import { IntentLink } from '@/components/navigation/intent-link'
import { useId, type ReactNode } from 'react'
import styles from './dashboard.module.css'

/** One block of the dashboard: its title, its own loading, error or content, and the link to its page. */
export function DashboardSection({
  title,
  href,
  linkLabel,
  children,
}: {
  title: string
  href: string
  linkLabel: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
      <p className={styles.all}>
        <IntentLink href={href}>{linkLabel}</IntentLink>
      </p>
    </section>
  )
}
