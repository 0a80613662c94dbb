import { z } from 'zod'

/**
 * The catalogue items the demo pages point at. Editors of a real CMS type skus and category slugs by
 * hand; the demo cannot, because the catalogue is generated alongside it, so it picks them from the
 * generated product documents when the CMS starts.
 */

/** Top-level categories (universes) of the demo catalogue, by `url_key`. */
export const UNIVERSES = [
  'vetements-de-travail',
  'chaussures-de-securite',
  'protection-individuelle',
  'hygiene-et-entretien',
  'signalisation',
  'equipement-collectivites',
] as const

/** Categories the pages feature; each slot is filled with the first sellable product found in it. */
export const HIGHLIGHT_CATEGORIES = {
  jacket: 'softshells-et-polaires',
  helmet: 'casques-de-chantier',
  boot: 'chaussures-montantes',
  gloves: 'gants-de-manutention',
  vest: 'gilets-haute-visibilite',
  earmuffs: 'casques-antibruit',
  cutGloves: 'gants-anti-coupure',
  workJacket: 'vestes-de-travail',
} as const

export type HighlightKey = keyof typeof HIGHLIGHT_CATEGORIES

export interface ProductRef {
  sku: string
  name: string
  /** Link to the product page: its `url_key` plus the variant's sku (docs/product/catalogue.md#product-links). */
  href: string
  categoryUrlKey: string
  categoryName: string
  /** Untaxed list price in euros; null when priced on request. */
  price: number | null
}

export interface CatalogueRefs {
  /** `fallback` when no product documents could be read: skus are then examples only. */
  source: 'catalogue' | 'fallback'
  products: Record<HighlightKey, ProductRef>
  /** Every category `url_key` products are listed in; null when unknown (fallback). */
  categories: ReadonlySet<string> | null
}

const documentSchema = z.object({
  sku: z.string().min(1).nullable(),
  name: z.string(),
  url_key: z.string().min(1),
  main: z.boolean().default(false),
  categories: z.array(z.object({ url_key: z.string().nullable(), name: z.string().default('') })).default([]),
  price: z
    .record(z.string(), z.object({ value: z.number() }))
    .or(z.object({ value: z.number() }))
    .nullish(),
  product_state: z.object({ code: z.string() }).nullish(),
})

type Doc = z.infer<typeof documentSchema>

/** The list price: role prices only ever discount it, so it is the highest of them. */
function listPrice(price: Doc['price']): number | null {
  if (!price) return null
  const values =
    'value' in price && typeof price.value === 'number'
      ? [price.value]
      : Object.values(price as Record<string, { value: number }>).map((p) => p.value)
  const value = Math.max(0, ...values)
  return value > 0 ? Math.round(value * 100) / 100 : null
}

const productRef = (doc: Doc & { sku: string }, categoryUrlKey: string): ProductRef => ({
  sku: doc.sku,
  name: doc.name,
  href: `/${doc.url_key}?sku=${encodeURIComponent(doc.sku)}`,
  categoryUrlKey,
  categoryName: doc.categories.find((c) => c.url_key === categoryUrlKey)?.name || categoryUrlKey,
  price: listPrice(doc.price),
})

/** Example entries used when the catalogue cannot be read; they link to category pages, which exist. */
function fallbackRefs(): CatalogueRefs {
  const example = (key: HighlightKey, sku: string, name: string, price: number | null): ProductRef => ({
    sku,
    name,
    href: `/${HIGHLIGHT_CATEGORIES[key]}`,
    categoryUrlKey: HIGHLIGHT_CATEGORIES[key],
    categoryName: name,
    price,
  })
  return {
    source: 'fallback',
    categories: null,
    products: {
      jacket: example('jacket', 'EXEMPLE-SOFTSHELL', 'Veste softshell 3 couches', 59.9),
      helmet: example('helmet', 'EXEMPLE-CASQUE', 'Casque de chantier ventilé', 14.5),
      boot: example('boot', 'EXEMPLE-S3', 'Chaussure montante S3', 74),
      gloves: example('gloves', 'EXEMPLE-GANTS', 'Gants de manutention nitrile', 3.2),
      vest: example('vest', 'EXEMPLE-GILET', 'Gilet haute visibilité classe 2', 6.9),
      earmuffs: example('earmuffs', 'EXEMPLE-ANTIBRUIT', 'Casque antibruit SNR 30 dB', null),
      cutGloves: example('cutGloves', 'EXEMPLE-ANTICOUPURE', 'Gants anti-coupure niveau C', 7.4),
      workJacket: example('workJacket', 'EXEMPLE-VESTE', 'Veste de travail multipoches', 39),
    },
  }
}

/** Picks one sellable main variant per highlighted category; null when any category has none. */
export function pickProducts(documents: unknown[]): CatalogueRefs | null {
  const parsed = documents.flatMap((raw) => {
    const result = documentSchema.safeParse(raw)
    return result.success ? [result.data] : []
  })
  const categories = new Set(parsed.flatMap((d) => d.categories.flatMap((c) => (c.url_key ? [c.url_key] : []))))
  const docs = parsed.filter((d): d is Doc & { sku: string } => d.sku !== null && d.product_state?.code !== 'obsolete')
  const products = {} as Record<HighlightKey, ProductRef>
  for (const [key, category] of Object.entries(HIGHLIGHT_CATEGORIES) as Array<[HighlightKey, string]>) {
    const inCategory = docs.filter((d) => d.categories.some((c) => c.url_key === category))
    const doc =
      inCategory.find((d) => d.main && listPrice(d.price) !== null) ?? inCategory.find((d) => d.main) ?? inCategory[0]
    if (!doc) return null
    products[key] = productRef(doc, category)
  }
  return { source: 'catalogue', products, categories }
}

export type LoadProductDocuments = (dataDir: string) => Promise<unknown[]>

/**
 * The catalogue generator is another part of the demo; it is imported at run time so the CMS still
 * starts (with example skus) when it is absent or has not written its documents.
 */
async function importCatalogueLoader(): Promise<LoadProductDocuments> {
  const specifier = new URL('../catalogue/index.ts', import.meta.url).href
  const mod = (await import(specifier)) as { loadProductDocuments?: unknown }
  if (typeof mod.loadProductDocuments !== 'function')
    throw new Error('demo/catalogue n’exporte pas loadProductDocuments')
  return mod.loadProductDocuments as LoadProductDocuments
}

export async function resolveCatalogueRefs(dataDir: string, load?: LoadProductDocuments): Promise<CatalogueRefs> {
  try {
    const documents = await (load ?? (await importCatalogueLoader()))(dataDir)
    const refs = pickProducts(documents)
    if (refs) return refs
    console.warn('[cms] catalogue incomplet : les blocs produits utilisent des références d’exemple')
  } catch (error) {
    console.warn(
      `[cms] catalogue illisible (${(error as Error).message}) : les blocs produits utilisent des références d’exemple`,
    )
  }
  return fallbackRefs()
}
