import { getConfig } from '@/lib/config'
import { sanitizeRichText } from '@/lib/cms/rich-text'
import shared from '../cms.module.css'

/** CMS editor HTML, sanitised here on the server: no sanitiser code and no unsafe markup reach the browser. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`${shared.prose} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, getConfig().CMS_URL) }}
    />
  )
}
