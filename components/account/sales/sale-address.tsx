import { addressText } from '@/components/checkout/address-text'
import type { Address } from '@/lib/shop-server/schemas/address'

/** An order's invoicing or delivery address: the name, then the rest on one line. */
export function SaleAddress({ address, none }: { address: Address | null; none: string }) {
  if (!address) return <p>{none}</p>
  return (
    <address>
      {address.name && (
        <>
          {address.name}
          <br />
        </>
      )}
      {addressText(address)}
    </address>
  )
}
