/**
 * The namespaces of messages/fr.json the public storefront's client components read: header, footer,
 * search box, catalogue, product, CMS blocks, cart link and toast, cookie consent, errors, saving to a
 * shopping list. Every page's HTML carries its client messages, so catalogue pages get these alone;
 * account, checkout, ordering and form pages get every message from their own provider
 * (components/layout/area-providers.tsx).
 * client-messages.test.ts fails when a storefront component reads a namespace missing here.
 */
export const STOREFRONT_NAMESPACES = [
  'a11y',
  'auth',
  'autocomplete',
  'btn',
  'cart',
  'catalogue',
  'cms',
  'consent',
  'error',
  'header',
  'notifications',
  'price',
  'product',
  'saveToList',
  'sizeGrid',
] as const

export function pickMessages<T extends Record<string, unknown>>(
  messages: T,
  namespaces: readonly string[],
): Partial<T> {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => namespaces.includes(namespace)),
  ) as Partial<T>
}
