import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/navigation/intent-link'
import { ErrorView } from './error-view'
import { NotFoundMessage } from './not-found-message'

/**
 * "Page introuvable": the site's 404, and the 404 of an account page the buyer's role does not open
 * (contacts, members), shown inside the account layout. The latter is decided in the browser, where
 * the role is known, so its HTTP status stays 200; nothing of the page's data was asked for.
 */
export async function NotFoundView() {
  const t = await getTranslations()
  return (
    <ErrorView
      status={404}
      title={t('error.404.title')}
      text={t('error.404.help')}
      message={<NotFoundMessage />}
      messageLabel={t('error.detailsLabel')}
      statusLabel={t('error.statusLabel', { status: '404' })}
      back={
        <IntentLink href="/" className="button">
          {t('btn.back')}
        </IntentLink>
      }
    />
  )
}
