'use client'

import { useCallback, useRef, useState } from 'react'
import { PRODUCTS_BATCH_SIZE } from '@/lib/ordering/products-request'
import { lookUpInBatches, missingSkus, withBatch, type Lookups } from '@/lib/ordering/quick-order-rows'
import { fetchProducts } from '@/components/catalogue/fetch-products'

export interface SkuLookups {
  lookups: Lookups
  /** References whose batch failed: asked again on the next `lookUp`. */
  failed: ReadonlySet<string>
  /** Asks the catalogue about the references not answered nor on their way yet. */
  lookUp(skus: readonly string[]): void
}

/** What the catalogue knows of the references of the page, shared by the rows and the CSV import. */
export function useSkuLookups(): SkuLookups {
  const [lookups, setLookups] = useState<Lookups>(() => new Map())
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const inFlight = useRef(new Set<string>())
  const answered = useRef<Lookups>(lookups)

  const lookUp = useCallback((skus: readonly string[]) => {
    const wanted = missingSkus(skus, answered.current).filter((sku) => !inFlight.current.has(sku))
    if (wanted.length === 0) return
    for (const sku of wanted) inFlight.current.add(sku)
    setFailed((current) => {
      const next = new Set(current)
      for (const sku of wanted) next.delete(sku)
      return next
    })
    void lookUpInBatches(
      wanted,
      (skus) => fetchProducts({ by: 'sku', skus }),
      PRODUCTS_BATCH_SIZE,
      (asked, found) => {
        for (const sku of asked) inFlight.current.delete(sku)
        if (found === null) {
          setFailed((current) => new Set([...current, ...asked]))
          return
        }
        answered.current = withBatch(answered.current, asked, found)
        setLookups(answered.current)
      },
    )
  }, [])

  return { lookups, failed, lookUp }
}
