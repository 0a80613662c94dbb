'use client'

import { useTranslations } from 'next-intl'
import { useCart } from '@/components/cart/cart-provider'
import { useProductSummaries } from '@/components/cart/use-product-summaries'
import { useNotify } from '@/components/notifications'
import styles from './quick-order.module.css'

/** Downloads the cart as it is shown as a CSV file for French spreadsheets. */
export function CartExportButton() {
  const t = useTranslations('cartExport')
  const notify = useNotify()
  const { ready, snapshot } = useCart()
  const lines = snapshot.view.lines
  const summaries = useProductSummaries(lines.map((line) => line.productId))

  const download = async () => {
    // Loaded on the click, with the rows it is made of: the file's texts come with every message
    // (lib/ordering/cart-csv.ts), which the cart page's first load would otherwise carry.
    const [{ cartCsv, cartCsvFileName }, { cartCsvRows }] = await Promise.all([
      import('@/lib/ordering/cart-csv'),
      import('./cart-csv-rows'),
    ])
    const csv = cartCsv(cartCsvRows(lines, summaries))
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = cartCsvFileName(new Date())
    document.body.append(link)
    link.click()
    link.remove()
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0)
    notify({ type: 'info', message: t('done') })
  }

  return (
    <button
      type="button"
      className={`button button--secondary ${styles.exportButton}`}
      onClick={() => void download()}
      disabled={!ready || lines.length === 0}
    >
      {t('button')}
    </button>
  )
}
