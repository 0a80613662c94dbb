import { SIZE_ORDER } from '../../lib/search/document-reads'
import type { Category, CategoryTree } from './categories'
import { KINDS, type Kind, type SizeRange } from './kinds'
import { createRandom, deriveSeed, type Random } from './prng'
import type { createSlugRegistry } from './slug'
import type { LeafSpec } from './taxonomy'
import { BRANDS, MARKET_CODES, PICTOS, RANGE_NAMES, TAGS, type Brand, type ColourKey, type Picto } from './vocabulary'

/**
 * Plans every product model (template) before any document is written: variants, prices, flags.
 * Links between products need the ids of models planned later, and the catalogue must stop at
 * exactly the requested number of variant documents.
 */

export interface VariantSpec {
  colour: ColourKey
  size: string | null
  extra: readonly [string, number] | null
}

export interface ModelSpec {
  index: number
  ref: string
  leaf: Category & { node: { leaf: LeafSpec } }
  /** A second listing, possibly in another universe. */
  extraLeaf: Category | null
  kind: Kind
  noun: string
  qualifier: string
  range: string
  name: string
  urlKey: string
  redirectUrlKeys: string[]
  brand: Brand
  sizes: string[]
  variants: VariantSpec[]
  mainIndex: number
  firstId: number
  listPrice: number
  onRequest: boolean
  /** Percentage off, 0 when not on promotion. */
  promo: number
  obsolete: boolean
  markets: string[]
  tags: { id: number; name: string }[]
  pictos: Picto[]
  sequence: number
  hasTechnicalSheet: boolean
}

/** Sizes from 7XL up are made to order, hence priced on request; from 4XL they cost 10 % more. */
const ON_REQUEST_FROM = SIZE_ORDER.indexOf('7XL')
const SURCHARGE_FROM = SIZE_ORDER.indexOf('4XL')

/** Variant ids look like Odoo product ids and never collide with category ids. */
const FIRST_PRODUCT_ID = 10001

function sizesOf(range: SizeRange): string[] {
  if ('numbers' in range) return [...range.numbers]
  const [from, to] = range.letters
  return SIZE_ORDER.slice(SIZE_ORDER.indexOf(from), SIZE_ORDER.indexOf(to) + 1)
}

/** The main variant's size: L for garments, the middle one otherwise. */
function preferredSize(sizes: readonly string[]): string | null {
  if (sizes.length === 0) return null
  return sizes.includes('L') ? 'L' : (sizes[Math.floor(sizes.length / 2)] ?? null)
}

/** Shop-style price: 42.39 rather than 42.3718. */
function commercialPrice(raw: number): number {
  if (raw < 5) return Math.round(raw * 100) / 100
  return Math.round((Math.round(raw * 10) / 10 - 0.01) * 100) / 100
}

export function sizeCoefficient(size: string | null): number | 'on-request' {
  const rank = size === null ? -1 : (SIZE_ORDER as readonly string[]).indexOf(size)
  if (rank >= ON_REQUEST_FROM) return 'on-request'
  return rank >= SURCHARGE_FROM ? 1.1 : 1
}

function planVariants(random: Random, kind: Kind, leaf: LeafSpec) {
  const sizes = kind.sizes ? sizesOf(random.weighted(kind.sizes.ranges)) : []
  // Keep a model under ~36 variants: wide size ranges come in fewer colours.
  const maxColours = kind.colourVariants ? Math.max(1, Math.min(3, Math.floor(36 / Math.max(1, sizes.length)))) : 1
  const colours = random.sample(leaf.colours, random.int(1, Math.min(maxColours, leaf.colours.length)))
  let extras: (readonly [string, number])[] = []
  if (kind.extraAxis) {
    const { values, count } = kind.extraAxis
    const wanted = Math.min(values.length, random.int(count[0], count[1]))
    const start = random.int(0, values.length - wanted)
    extras = values.slice(start, start + wanted)
  }
  const variants: VariantSpec[] = []
  for (const colour of colours) {
    for (const size of sizes.length > 0 ? sizes : [null]) {
      for (const extra of extras.length > 0 ? extras : [null]) variants.push({ colour, size, extra })
    }
  }
  const preferred = preferredSize(sizes)
  const mainIndex = Math.max(
    0,
    variants.findIndex((v) => v.size === preferred),
  )
  return { sizes, variants, mainIndex }
}

function pickMarkets(random: Random): string[] {
  if (!random.chance(0.3)) return []
  const first = random.weighted(MARKET_CODES.map((code, i) => [code, i === 0 ? 3 : 1] as const))
  const second = random.chance(0.25) ? random.pick(MARKET_CODES) : first
  return MARKET_CODES.filter((code) => code === first || code === second)
}

export interface PlanOptions {
  seed: number
  /** Exact number of variant documents. */
  products: number
  tree: CategoryTree
  slugs: ReturnType<typeof createSlugRegistry>
}

export function planModels({ seed, products, tree, slugs }: PlanOptions): ModelSpec[] {
  const assign = createRandom(seed)
  const leafWeights = tree.leaves.map((leaf) => [leaf, leaf.node.leaf.weight] as const)
  const models: ModelSpec[] = []
  let planned = 0
  while (planned < products) {
    const index = models.length
    // Every leaf gets a model before weights take over, so small catalogues still fill the tree.
    const leaf = index < tree.leaves.length ? tree.leaves[index]! : assign.weighted(leafWeights)
    const spec = leaf.node.leaf
    const random = createRandom(deriveSeed(seed, index))
    const kind = KINDS[spec.kind]
    const axes = planVariants(random, kind, spec)
    const variants = axes.variants.slice(0, products - planned)
    const noun = random.pick(spec.nouns)
    const qualifier = random.pick(spec.qualifiers)
    const range = random.pick(RANGE_NAMES)
    const name = `${noun} ${qualifier} ${range}`
    const ref = `${kind.skuPrefix}${10000 + index}`
    const promo = random.chance(0.1) ? random.pick([10, 15, 20, 25, 30]) : 0
    const obsolete = random.chance(0.02)
    const pictos = [
      ...spec.pictos.map((key) => PICTOS[key]),
      ...(spec.optionalPictos ?? []).filter(() => random.chance(0.4)).map((key) => PICTOS[key]),
    ]
    const wideSizes = axes.sizes.some((size) => sizeCoefficient(size) !== 1)
    const tags = [
      random.chance(0.08) ? TAGS.nouveaute : null,
      random.chance(0.06) ? TAGS.bestSeller : null,
      random.chance(0.05) ? TAGS.madeInFrance : null,
      random.chance(0.07) ? TAGS.ecoConcu : null,
      promo > 0 ? TAGS.promo : null,
      wideSizes ? TAGS.grandesTailles : null,
    ].filter((tag) => tag !== null)
    const [min, max] = spec.price
    models.push({
      index,
      ref,
      leaf,
      extraLeaf: spec.alsoIn ? (tree.byKey.get(spec.alsoIn) ?? null) : null,
      kind,
      noun,
      qualifier,
      range,
      name,
      urlKey: slugs.claim(name),
      // A renamed product keeps its former address, based on its short name.
      redirectUrlKeys: random.chance(0.04) ? [slugs.claim(`${noun} ${range}`)] : [],
      brand: BRANDS[random.pick(spec.brands)],
      sizes: axes.sizes,
      variants,
      mainIndex: Math.min(axes.mainIndex, variants.length - 1),
      firstId: FIRST_PRODUCT_ID + planned,
      listPrice: commercialPrice(min + (max - min) * random.next() ** 1.6),
      onRequest: random.chance(spec.onRequest ?? 0.03),
      promo,
      obsolete,
      markets: pickMarkets(random),
      tags,
      pictos,
      sequence: tags.includes(TAGS.bestSeller) ? random.int(1, 100) : random.int(100, 999),
      hasTechnicalSheet: random.chance(0.75),
    })
    planned += variants.length
  }
  return models
}

const mainId = (model: ModelSpec) => model.firstId + model.mainIndex

export type ModelsByLeaf = ReadonlyMap<string, readonly ModelSpec[]>

export function groupByLeaf(models: readonly ModelSpec[]): ModelsByLeaf {
  const byLeaf = new Map<string, ModelSpec[]>()
  for (const model of models) {
    const list = byLeaf.get(model.leaf.node.key)
    if (list) list.push(model)
    else byLeaf.set(model.leaf.node.key, [model])
  }
  return byLeaf
}

/** Cross-selling from the leaf's complementary leaves, up-selling to pricier siblings, alternatives among siblings. */
export function planLinks(seed: number, byLeaf: ModelsByLeaf, model: ModelSpec) {
  const random = createRandom(deriveSeed(seed ^ 0x51ed, model.index))
  const siblings = byLeaf.get(model.leaf.node.key) ?? []
  // Sampling before dropping the model itself keeps this constant-time per model.
  const candidates = random
    .sample(siblings, 9)
    .filter((other) => other !== model)
    .slice(0, 8)
  const cross = (model.leaf.node.leaf.crossWith ?? [])
    .map((key) => byLeaf.get(key))
    .filter((list): list is readonly ModelSpec[] => list !== undefined && list.length > 0)
    .map((list) => random.pick(list))
  return {
    cross_selling: cross.slice(0, 3).map((other) => ({ id: mainId(other) })),
    up_selling: candidates
      .filter((other) => other.listPrice > model.listPrice)
      .slice(0, 2)
      .map((other) => ({ id: mainId(other) })),
    alternative: candidates
      .filter((other) => other.listPrice <= model.listPrice)
      .slice(0, 2)
      .map((other) => ({ id: mainId(other) })),
  }
}
