import type { AbstractIntlMessages, Messages, NestedKeyOf } from 'next-intl'

/**
 * The messages of messages/fr.json that the client components under the root layout read: header,
 * footer, search box, catalogue, product, CMS blocks, cart link and toast, cookie consent, error pages,
 * saving to a shopping list. Every page's HTML carries its client messages, so a catalogue page gets
 * these keys alone, not their whole namespaces; account, checkout, cart, ordering and form pages get every
 * message from their own provider (components/layout/area-providers.tsx). A path names one message or a
 * subtree sent whole. client-messages.test.ts fails when such a component reads a key missing here, or
 * when a key sent here is read by none.
 */
export const STOREFRONT_MESSAGES = [
  'a11y.loading',
  'auth.header',
  'autocomplete',
  'btn.back',
  'btn.retry',
  'cart.addToCart',
  'cart.header',
  'cart.loadFailed',
  'cart.storageFailed',
  'cart.unavailable',
  'catalogue.facets.myMarket',
  'catalogue.facets.selected',
  'catalogue.market',
  'cms.carousel.next',
  'cms.carousel.previous',
  'cms.carousel.roledescription',
  'cms.carousel.slide',
  'cms.carousel.start',
  'cms.carousel.stop',
  'cms.headerSlider',
  'cms.newTab',
  'cms.video',
  'consent',
  'error.404.message',
  'error.detailsLabel',
  'error.generic',
  'error.statusLabel',
  'error.unavailable',
  'header.quickOrder',
  'header.searchLabel',
  'header.searchPlaceholder',
  'header.searchSubmit',
  'notifications',
  'price',
  'product.axes',
  'product.showVariant',
  'product.stock',
  'product.unavailableOption',
  'saveToList.close',
  'saveToList.failed',
  'saveToList.legend',
  'saveToList.list',
  'saveToList.listsFailed',
  'saveToList.loading',
  'saveToList.name',
  'saveToList.newList',
  'saveToList.nothing',
  'saveToList.open',
  'saveToList.saved',
  'saveToList.submit',
  'saveToList.viewList',
  'sizeGrid',
] as const satisfies readonly NestedKeyOf<Messages>[]

/** The messages at `paths` (dotted, each a message or a subtree), in the same nesting; the rest left out. */
export function pickMessages(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {}
  for (const dotted of paths) {
    const keys = dotted.split('.')
    const last = keys.pop()!
    let from: AbstractIntlMessages | string | undefined = messages
    let into = picked
    for (const key of keys) {
      from = typeof from === 'object' ? from[key] : undefined
      into = (into[key] ??= {}) as AbstractIntlMessages
    }
    const value = typeof from === 'object' ? from[last] : undefined
    if (value === undefined) throw new Error(`message absent: ${dotted}`)
    into[last] = value
  }
  return picked
}
