import json from '@/messages/fr.json'
import type { Messages } from './messages.generated'

/**
 * messages/fr.json with the type next-intl checks keys and arguments against (i18n/app-config.d.ts):
 * the one value to hand a provider. JSON imports only know their texts as `string`.
 */
export const messages = json as Messages
