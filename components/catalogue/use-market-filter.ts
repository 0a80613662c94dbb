'use client'

import { useSyncExternalStore } from 'react'
import { useBuyerCatalogue } from '@/components/product/use-buyer-catalogue'
import { MARKET_CHOICE_KEY, readMarketChoice, type MarketChoice } from '@/lib/catalogue/market-filter'

const listeners = new Set<() => void>()
/** Kept here too, for a browser that refuses sessionStorage: the choice then lasts as long as the page. */
let fallback: MarketChoice = 'market'

function read(): MarketChoice {
  try {
    return readMarketChoice(window.sessionStorage.getItem(MARKET_CHOICE_KEY))
  } catch {
    return fallback
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Remembered for the browser session: every listing, search and suggestion of the visit follows it. */
export function setMarketChoice(choice: MarketChoice): void {
  fallback = choice
  try {
    if (choice === 'market') window.sessionStorage.removeItem(MARKET_CHOICE_KEY)
    else window.sessionStorage.setItem(MARKET_CHOICE_KEY, choice)
  } catch {
    // Private mode or storage disabled: the in-page fallback holds the choice.
  }
  for (const listener of listeners) listener()
}

export interface MarketFilter {
  /** The signed-in buyer's market, null for everyone else (and until the session is read). */
  market: string | null
  /** Her market filters the catalogue by default: she has one and has not asked for the whole catalogue. */
  active: boolean
}

/** A market buyer's default filter (docs/product/catalogue.md#markets), read in the browser only. */
export function useMarketFilter(): MarketFilter {
  const { market } = useBuyerCatalogue()
  const choice = useSyncExternalStore(subscribe, read, () => 'market' as const)
  return { market, active: market !== null && choice === 'market' }
}
