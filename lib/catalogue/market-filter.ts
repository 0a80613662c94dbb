import type { ListingState } from './search-params'

/**
 * A buyer with a public-procurement market sees the catalogue filtered by it by default
 * (docs/product/catalogue.md#markets). The pages are cached per URL and the same for everyone
 * (ADR 0007), so the filter is a URL parameter the browser adds, never something the server renders
 * per buyer; the buyer's choice to see the whole catalogue is kept for the browser session.
 */

/** sessionStorage key of the buyer's choice; absent means "filter by my market". */
export const MARKET_CHOICE_KEY = 'shop.catalogue.market-filter'

export type MarketChoice = 'market' | 'whole-catalogue'

export function readMarketChoice(value: string | null): MarketChoice {
  return value === 'whole-catalogue' ? 'whole-catalogue' : 'market'
}

/**
 * The listing a market buyer should be on when she lands on `state`: her market added (back to page
 * one, as for any refinement), or null when nothing is to change.
 */
export function withDefaultMarket(
  state: ListingState,
  market: string | null,
  choice: MarketChoice,
): ListingState | null {
  if (market === null || choice === 'whole-catalogue' || state.market.length > 0) return null
  return { ...state, market: [market], page: 1 }
}

/** The same listing without the buyer's market: "Voir tout le catalogue". */
export function withoutMarket(state: ListingState, market: string): ListingState {
  return { ...state, market: state.market.filter((code) => code !== market), page: 1 }
}
