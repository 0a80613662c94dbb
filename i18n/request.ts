import { getRequestConfig } from 'next-intl/server'
import { messages } from './messages'

// One locale, no prefix in URLs: the locale is fixed rather than negotiated.
export default getRequestConfig(async () => ({
  locale: 'fr',
  messages,
  timeZone: 'Europe/Paris',
}))
