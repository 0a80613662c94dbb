import { priceText } from '@/lib/price/format'
import { BuyerPrice, type BuyerPriceProps } from './buyer-price'

/**
 * A product's price where the page renders it: the public price formatted here, on the server, and the
 * signed-in buyer's own in the browser after hydration
 * (docs/adr/0032-the-server-formats-what-it-rendered.md).
 */
export function Price(props: Omit<BuyerPriceProps, 'publicText'>) {
  return <BuyerPrice {...props} publicText={priceText(props.price, { taxIncluded: false })} />
}
