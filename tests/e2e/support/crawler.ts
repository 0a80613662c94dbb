import type { APIRequestContext } from '@playwright/test'
import { E2E } from '../../../playwright.config'
import { mainOf, models, untaxed, publicPrice, type Doc } from './catalogue'

/** What a crawler reads without running JavaScript: the server's HTML, parsed by the test. */

export type JsonLdNode = Record<string, unknown>

/** Every JSON-LD node of a page's HTML, top-level arrays flattened. */
export function jsonLdNodes(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as JsonLdNode | JsonLdNode[]
    return Array.isArray(data) ? data : [data]
  })
}

/** `<link rel="canonical">` of a page's HTML. */
export function canonicalOf(html: string): string | null {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null
}

/** The `content` of `<meta property=…>` or `<meta name=…>`. */
export function metaOf(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)
  return tag?.[1]?.replace(/&amp;/g, '&') ?? null
}

/** Every URL listed by the sitemap index and its files. */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  const files = locs(await (await request.get('/sitemap.xml')).text())
  const urls: string[] = []
  for (const file of files) urls.push(...locs(await (await request.get(new URL(file).pathname)).text()))
  return urls
}

/** A model with several colours and sizes, every variant priced, as the demo has many. */
export function modelWithVariants(): { main: Doc; variants: Doc[]; other: Doc } {
  for (const variants of models().values()) {
    const main = mainOf(variants)
    const priced = variants.every((v) => untaxed(publicPrice(v)) > 0)
    const other = variants.find(
      (v) => !v.main && v.variant_attributes.couleur !== undefined && v.variant_attributes.taille !== undefined,
    )
    if (priced && other && variants.length > 2) return { main, variants, other }
  }
  throw new Error('no model with several priced colours and sizes in the demo catalogue')
}

/** A product sold in a single version, with a price. */
export function plainProduct(): Doc {
  const doc = [...models().values()].find((v) => v.length === 1 && untaxed(publicPrice(v[0]!)) > 0)?.[0]
  if (!doc) throw new Error('no single-version priced product in the demo catalogue')
  return doc
}

/** A model whose every version is "Prix sur demande" (a zero untaxed public price). */
export function onRequestModel(): { main: Doc; variants: Doc[] } {
  for (const variants of models().values()) {
    if (variants.every((v) => untaxed(publicPrice(v)) === 0)) return { main: mainOf(variants), variants }
  }
  throw new Error('no "Prix sur demande" model in the demo catalogue')
}

export const absolute = (path: string) => new URL(path, E2E.siteUrl).href
