import { type CategoryRef, type ProductDocument } from '../../lib/search/documents'
import type { ProductPrice } from '../../lib/search/product-price'
import { PRODUCT_STATES } from '../../lib/search/document-reads'
import { categoryRef, universeRef, type Category } from './categories'
import { imageName, imageSetFor } from './image-sets'
import { sizeCoefficient, type ModelSpec, type VariantSpec } from './models'
import { createRandom, deriveSeed, type Random } from './prng'
import { slugify } from './slug'
import { technicalSheetUrl } from './technical-sheets'
import { CARE, COLOURS, MARKET_COEFFICIENT, ROLE_COEFFICIENTS, VAT_RATE } from './vocabulary'

/** Turns a planned model into its variant documents. */

export interface ProductContext {
  seed: number
  cmsUrl: string
  roles: readonly string[]
  links: Record<string, { id: number }[]>
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** "de Nordik Pro", but "d’Atelier Roc". */
const ofBrand = (name: string) => (/^[aeiouéèêâîôûy]/i.test(name) ? `d’${name}` : `de ${name}`)

function roleCoefficient(roles: readonly string[], role: string): number {
  return ROLE_COEFFICIENTS[role] ?? round2(1 - 0.03 * roles.indexOf(role))
}

function price(untaxed: number, original: number): ProductPrice {
  return {
    value: untaxed,
    tax_included: false,
    original_value: original,
    discount: original > 0 ? Math.round((1 - untaxed / original) * 100) : 0,
    value_untaxed: untaxed,
    value_taxed: round2(untaxed * (1 + VAT_RATE)),
    original_value_untaxed: original,
    original_value_taxed: round2(original * (1 + VAT_RATE)),
  }
}

const ZERO_PRICE = price(0, 0)

function variantPrices(model: ModelSpec, variant: VariantSpec, roles: readonly string[]): Record<string, ProductPrice> {
  const sizeFactor = sizeCoefficient(variant.size)
  if (model.onRequest || sizeFactor === 'on-request') return Object.fromEntries(roles.map((role) => [role, ZERO_PRICE]))
  const list = model.listPrice * sizeFactor * (variant.extra?.[1] ?? 1)
  return Object.fromEntries(
    roles.map((role) => {
      const marketFactor = role === 'collectivite' && model.markets.length > 0 ? MARKET_COEFFICIENT : 1
      const original = round2(list * roleCoefficient(roles, role) * marketFactor)
      return [role, price(round2(original * (1 - model.promo / 100)), original)]
    }),
  )
}

function stock(random: Random, obsolete: boolean): ProductDocument['stock'] {
  const roll = random.next()
  if (obsolete || roll < 0.07) return { global: { qty: 0, state: 'out_of_stock' } }
  if (roll < 0.1) return { global: { qty: 0, state: 'resupplying' } }
  if (roll < 0.22) return { global: { qty: random.int(1, 9), state: 'in_limited_stock' } }
  return { global: { qty: random.int(10, 800), state: 'in_stock' } }
}

/** Every category of the listing paths, root first, once each. */
function categoriesOf(model: ModelSpec): { refs: CategoryRef[]; universes: ReturnType<typeof universeRef>[] } {
  const leaves = [model.leaf, model.extraLeaf].filter((leaf): leaf is Category => leaf !== null)
  const seen = new Map<number, Category>()
  for (const leaf of leaves) for (const category of leaf.path) seen.set(category.id, category)
  const categories = [...seen.values()].sort((a, b) => a.level - b.level || a.id - b.id)
  const universes = new Map(leaves.map((leaf) => [leaf.universe.id, universeRef(leaf)]))
  // One parent level is enough to rebuild the facet tree; deeper nesting only bloats every variant.
  return { refs: categories.map((category) => categoryRef(category, 1)), universes: [...universes.values()] }
}

function descriptions(model: ModelSpec, random: Random) {
  const { kind, leaf, brand } = model
  const features = random.sample(kind.features, 4)
  const composition = random.pick(kind.compositions).map(([name, percent]) => ({ name, percent }))
  const care = (kind.care.length > 0 ? random.pick(kind.care) : []).map((key) => CARE[key])
  const shortDescription = `${model.noun} ${model.qualifier}, gamme ${model.range} ${ofBrand(brand.name)}. ${leaf.node.intro}`
  const compositionText = composition
    .map((part) => (part.percent === null ? part.name : `${part.percent} % ${part.name.toLowerCase()}`))
    .join(', ')
  const description =
    `<p>${leaf.node.intro} La gamme <strong>${model.range}</strong> ${ofBrand(brand.name)} allie robustesse et confort pour un usage quotidien.</p>` +
    `<ul>${features.map((feature) => `<li>${feature}</li>`).join('')}</ul>` +
    `<p>Composition : ${compositionText}.</p>` +
    (model.pictos.length > 0 ? `<p>Normes : ${model.pictos.map((picto) => picto.code).join(', ')}.</p>` : '')
  return { shortDescription, description, composition, care }
}

function attributes(model: ModelSpec, random: Random) {
  const values = model.kind.attributes.map((spec) => ({
    code: spec.code,
    name: spec.name,
    value: random.pick(spec.values),
  }))
  const saleUnit = { code: 'unite_vente', name: 'Unité de vente', value: random.pick(model.kind.saleUnit) }
  const colour = model.kind.colourVariants
    ? []
    : [{ code: 'couleur', name: 'Couleur', value: COLOURS[model.variants[0]?.colour ?? 'noir'].name }]
  const groups = [
    { name: 'Caractéristiques techniques', attributes: [...values, ...colour] },
    { name: 'Conditionnement', attributes: [saleUnit] },
    ...(model.pictos.length > 0
      ? [
          {
            name: 'Normes et certifications',
            attributes: model.pictos.map((picto) => ({ code: picto.code, name: picto.name, value: picto.code })),
          },
        ]
      : []),
  ]
  const flat = Object.fromEntries(
    [...values, ...colour, saleUnit].map((attribute) => [attribute.code, attribute.value]),
  )
  return { flat, groups }
}

function variantAttributes(model: ModelSpec, variant: VariantSpec): Record<string, string> {
  return {
    ...(model.kind.colourVariants ? { couleur: COLOURS[variant.colour].name } : {}),
    ...(variant.size !== null ? { taille: variant.size } : {}),
    ...(variant.extra && model.kind.extraAxis ? { [model.kind.extraAxis.name]: variant.extra[0] } : {}),
  }
}

function sku(model: ModelSpec, variant: VariantSpec): string {
  return [
    model.ref,
    model.kind.colourVariants ? COLOURS[variant.colour].code : null,
    variant.size,
    variant.extra ? slugify(variant.extra[0]).toUpperCase() : null,
  ]
    .filter((part) => part !== null)
    .join('-')
}

export function variantDocuments(model: ModelSpec, context: ProductContext): ProductDocument[] {
  const random = createRandom(deriveSeed(context.seed ^ 0xd0c5, model.index))
  const { refs, universes } = categoriesOf(model)
  const text = descriptions(model, random)
  const attrs = attributes(model, random)
  const metaDescription = random.chance(0.5)
    ? `${text.shortDescription} Prix professionnels, livraison rapide.`.slice(0, 255)
    : null
  const manufacturerRef = `${model.brand.code}-${random.int(1000, 9999)}`
  const distributorRef = random.chance(0.4) ? `D${random.int(1_000_000, 9_999_999)}` : null

  return model.variants.map((variant, position) => {
    const attributesOfVariant = variantAttributes(model, variant)
    const axisValues = Object.values(attributesOfVariant)
    const main = position === model.mainIndex
    // The main variant stays sellable so every product has something to show.
    const obsolete = model.obsolete || (!main && random.chance(0.03))
    const colour = COLOURS[variant.colour]
    return {
      id: model.firstId + position,
      model: { name: model.name },
      main,
      name: axisValues.length > 0 ? `${model.name} (${axisValues.join(', ')})` : model.name,
      short_name: `${model.noun} ${model.range}`,
      variant_count: model.variants.length,
      sku: sku(model, variant),
      url_key: model.urlKey,
      redirect_url_key: model.redirectUrlKeys,
      sequence: model.sequence,
      short_description: text.shortDescription,
      description: text.description,
      seo_title: `${model.name} | ${model.brand.name}`,
      meta_keywords: [model.noun, model.qualifier, model.leaf.node.name, model.brand.name].join(', '),
      meta_description: metaDescription,
      categories: refs,
      univers: universes,
      variant_attributes: attributesOfVariant,
      size_type: model.kind.sizes ? { name: model.kind.sizes.name, attributes: model.sizes } : null,
      price: variantPrices(model, variant, context.roles),
      stock: stock(random, obsolete),
      product_state: obsolete ? { code: PRODUCT_STATES.obsolete, name: 'Obsolète' } : { code: PRODUCT_STATES.sellable },
      images: [
        imageSetFor(
          context.cmsUrl,
          imageName(model.leaf.node.leaf.shape, variant.colour),
          `${model.name}, coloris ${colour.name.toLowerCase()}`,
        ),
      ],
      medias: [],
      technical_doc_url: model.hasTechnicalSheet ? technicalSheetUrl(context.cmsUrl, model.kind) : null,
      links: context.links,
      brand: {
        id: model.brand.id,
        name: model.brand.name,
        url_key: slugify(model.brand.name),
        sequence: model.brand.id * 10,
      },
      tags: model.tags,
      attributes: attrs.flat,
      structured_attributes: attrs.groups,
      picto_usage: model.pictos.map((picto) => ({
        code: picto.code,
        name: picto.name,
        description: picto.description,
        image: null,
      })),
      clean: text.care.map((care) => ({ code: care.code, name: care.name })),
      composition: text.composition,
      market: model.markets,
      ref_partner_1: `${manufacturerRef}-${String(position + 1).padStart(2, '0')}`,
      ref_partner_2: distributorRef === null ? null : `${distributorRef}${String(position + 1).padStart(2, '0')}`,
    }
  })
}
