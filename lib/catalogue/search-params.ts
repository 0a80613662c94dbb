import { IN_STOCK_KEY, VARIANT_AXES, type VariantAxis } from '@/lib/search/constants'
import type { ProductFilters, ProductSort } from '@/lib/search/types'

/**
 * The state of a product listing (search, category, universe, discounts) lives in its URL, so every
 * result page is a link: shareable, crawlable, working without JavaScript.
 *
 *   q            text searched                      /search?q=gants
 *   marque       brand (repeatable)                 &marque=Atelier%20Roc&marque=Nordik%20Pro
 *   taille…      a variant axis (repeatable):       &taille=L&couleur=Bleu%20marine
 *                taille, couleur, contenance, format, conditionnement
 *   prix         public untaxed price band, euros   &prix=25-50  (&prix=250-* open-ended)
 *   dispo        in stock only                      &dispo=1
 *   marche       public-procurement market          &marche=MARCHE-2025-014
 *   tri          order                              &tri=prix-croissant
 *   page         page number, from 1                &page=2
 */
export const PARAM = {
  text: 'q',
  brand: 'marque',
  price: 'prix',
  inStock: 'dispo',
  market: 'marche',
  sort: 'tri',
  page: 'page',
} as const

export const SORTS: Readonly<Record<ProductSort, string>> = {
  relevance: 'pertinence',
  name: 'nom',
  'price-asc': 'prix-croissant',
  'price-desc': 'prix-decroissant',
  newest: 'nouveautes',
}

/** Parameters that narrow or reorder a listing; robots.txt keeps crawlers off them. */
export const REFINEMENT_PARAMS: readonly string[] = [
  PARAM.brand,
  ...VARIANT_AXES,
  PARAM.price,
  PARAM.inStock,
  PARAM.market,
  PARAM.sort,
]

export interface ListingState {
  text: string
  brand: string[]
  attributes: Partial<Record<VariantAxis, string[]>>
  /** A price band as its facet bucket key (`25-50`, `250-*`). */
  price: string | null
  inStock: boolean
  market: string[]
  sort: ProductSort | null
  page: number
}

export type RawSearchParams = Record<string, string | string[] | undefined>

export const EMPTY_LISTING: ListingState = {
  text: '',
  brand: [],
  attributes: {},
  price: null,
  inStock: false,
  market: [],
  sort: null,
  page: 1,
}

const PRICE_BAND = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?|\*)$/

/** Bounds on what a URL may ask of the search back end; beyond them the value is cut or dropped. */
export const LISTING_LIMITS = { textLength: 200, valuesPerParam: 20, valueLength: 100 } as const
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

/** Something a listing URL asked for that was cut or ignored; for the operator's log, not the buyer. */
export type ListingIssue = string

/**
 * Reads a listing's URL; anything malformed or out of bounds is dropped or cut rather than failing the
 * page, and reported through `onIssue` so hostile or broken links show in the logs.
 */
export function parseListingParams(
  params: RawSearchParams | URLSearchParams,
  onIssue?: (issue: ListingIssue) => void,
): ListingState {
  const raw: RawSearchParams = params instanceof URLSearchParams ? toRecord(params) : params
  const report = onIssue ?? (() => undefined)

  const all = (name: string, maxLength: number = LISTING_LIMITS.valueLength): string[] => {
    const value = raw[name]
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value]
    const cleaned = values.map((v) => {
      const clean = v.replace(CONTROL_CHARACTERS, ' ').trim()
      if (clean !== v.trim()) report(`${name}: caractères de contrôle retirés`)
      if (clean.length <= maxLength) return clean
      report(`${name}: ${clean.length} caractères, coupé à ${maxLength}`)
      return clean.slice(0, maxLength)
    })
    const unique = [...new Set(cleaned.filter((v) => v !== ''))]
    if (unique.length <= LISTING_LIMITS.valuesPerParam) return unique
    report(`${name}: ${unique.length} valeurs, seules les ${LISTING_LIMITS.valuesPerParam} premières sont gardées`)
    return unique.slice(0, LISTING_LIMITS.valuesPerParam)
  }
  const first = (name: string, maxLength?: number): string | undefined => all(name, maxLength)[0]

  const attributes: ListingState['attributes'] = {}
  for (const axis of VARIANT_AXES) {
    const values = all(axis)
    if (values.length > 0) attributes[axis] = values
  }
  const priceValue = first(PARAM.price) ?? null
  const price = priceValue !== null && PRICE_BAND.test(priceValue) ? priceValue : null
  if (priceValue !== null && price === null) report(`${PARAM.price}: « ${priceValue} » n’est pas une tranche de prix`)
  const sortValue = first(PARAM.sort)
  const sort = (Object.keys(SORTS) as ProductSort[]).find((key) => SORTS[key] === sortValue) ?? null
  if (sortValue !== undefined && sort === null) report(`${PARAM.sort}: « ${sortValue} » n’est pas un tri connu`)
  const pageValue = first(PARAM.page)
  const page = Number(pageValue)
  if (pageValue !== undefined && !(Number.isInteger(page) && page >= 1))
    report(`${PARAM.page}: « ${pageValue} » n’est pas un numéro de page`)
  return {
    text: (first(PARAM.text, LISTING_LIMITS.textLength) ?? '').replace(/\s+/g, ' '),
    brand: all(PARAM.brand),
    attributes,
    price,
    inStock: first(PARAM.inStock) === '1',
    market: all(PARAM.market),
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** For the pages: logs what a listing URL asked for that was cut or ignored. */
export const logListingIssue = (path: string) => (issue: ListingIssue) => console.warn(`[listing] ${path}: ${issue}`)

function toRecord(params: URLSearchParams): RawSearchParams {
  const record: Record<string, string[]> = {}
  params.forEach((value, key) => {
    ;(record[key] ??= []).push(value)
  })
  return record
}

/** The query string of a state, parameters in a fixed order, defaults left out. */
export function serializeListingParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.text !== '') params.set(PARAM.text, state.text)
  for (const brand of state.brand) params.append(PARAM.brand, brand)
  for (const axis of VARIANT_AXES) for (const value of state.attributes[axis] ?? []) params.append(axis, value)
  if (state.price) params.set(PARAM.price, state.price)
  if (state.inStock) params.set(PARAM.inStock, '1')
  for (const market of state.market) params.append(PARAM.market, market)
  if (state.sort) params.set(PARAM.sort, SORTS[state.sort])
  if (state.page > 1) params.set(PARAM.page, String(state.page))
  return params
}

/** `path` with the state's query string, if any. */
export function listingHref(path: string, state: ListingState): string {
  const query = serializeListingParams(state).toString()
  return query === '' ? path : `${path}?${query}`
}

/** The filters the search interface takes. */
export function listingFilters(state: ListingState): ProductFilters {
  const filters: ProductFilters = {}
  if (state.brand.length > 0) filters.brand = state.brand
  if (Object.keys(state.attributes).length > 0) filters.attributes = state.attributes as Record<string, string[]>
  if (state.market.length > 0) filters.market = state.market
  const band = state.price?.match(PRICE_BAND)
  if (band) {
    filters.priceMin = Number(band[1])
    if (band[2] !== '*') filters.priceMax = Number(band[2])
  }
  if (state.inStock) filters.inStock = true
  return filters
}

/** A facet is an aggregation key: `brand`, `market`, `price`, `availability` or a variant axis. */
export function isFacetValueActive(state: ListingState, facet: string, value: string): boolean {
  if (facet === 'brand') return state.brand.includes(value)
  if (facet === 'market') return state.market.includes(value)
  if (facet === 'price') return state.price === value
  if (facet === 'availability') return value === IN_STOCK_KEY && state.inStock
  return (state.attributes[facet as VariantAxis] ?? []).includes(value)
}

/** The state after ticking or unticking one facet value; any refinement goes back to page 1. */
export function toggleFacetValue(state: ListingState, facet: string, value: string): ListingState {
  const toggle = (values: string[]) => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value])
  const next: ListingState = { ...state, page: 1 }
  if (facet === 'brand') return { ...next, brand: toggle(state.brand) }
  if (facet === 'market') return { ...next, market: toggle(state.market) }
  if (facet === 'price') return { ...next, price: state.price === value ? null : value }
  if (facet === 'availability') return { ...next, inStock: !state.inStock }
  if (!(VARIANT_AXES as readonly string[]).includes(facet)) return state
  const axis = facet as VariantAxis
  const values = toggle(state.attributes[axis] ?? [])
  const attributes = { ...state.attributes }
  if (values.length > 0) attributes[axis] = values
  else delete attributes[axis]
  return { ...next, attributes }
}

/** Filters or a sort make a variant of the listing that search engines should not index. */
export function isRefined(state: ListingState): boolean {
  return (
    state.brand.length > 0 ||
    Object.keys(state.attributes).length > 0 ||
    state.price !== null ||
    state.inStock ||
    state.market.length > 0 ||
    state.sort !== null
  )
}

/** The state with the filters and sort dropped, the text kept. */
export function clearRefinements(state: ListingState): ListingState {
  return { ...EMPTY_LISTING, text: state.text }
}
