import { getTranslations } from 'next-intl/server'
import styles from './site-header.module.css'

/** A plain GET form: search works before hydration and without JavaScript. */
export async function SearchBox() {
  const t = await getTranslations('header')
  return (
    <form role="search" action="/search" method="get" className={styles.search}>
      <label htmlFor="site-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input id="site-search" name="q" type="search" placeholder={t('searchPlaceholder')} autoComplete="off" />
      <button type="submit" className="button">
        {t('searchSubmit')}
      </button>
    </form>
  )
}
