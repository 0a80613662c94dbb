import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { productPath, publicPrice, untaxed } from './support/catalogue'
import { absolute, jsonLdNodes, modelWithVariants, onRequestModel, plainProduct } from './support/crawler'

/**
 * The structured data of the server HTML, checked by Adobe's structured-data validator (schema.org and
 * Google's rich-result rules for Product, Offer, BreadcrumbList, Organization…), and, where that
 * validator has no rule (ProductGroup, the logo's size), against the properties Google documents as
 * required: https://developers.google.com/search/docs/appearance/structured-data/product-variants and
 * https://developers.google.com/search/docs/appearance/structured-data/organization.
 */

/** The properties Google reads in `variesBy`. */
const GOOGLE_VARIES_BY = ['color', 'size', 'material', 'pattern', 'suggestedAge', 'suggestedGender'].map(
  (name) => `https://schema.org/${name}`,
)

async function validate(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html)
  const issues = await new Validator().validate(extracted)
  const errors = issues
    .filter((issue) => issue.severity === 'ERROR')
    .map((issue) => `${issue.issueMessage} at ${issue.path.map((step) => step.type ?? step.property).join(' › ')}`)
  return { html, nodes: jsonLdNodes(html), errors: [...extracted.errors.map(String), ...errors] }
}

test.describe('structured data', () => {
  test('a model with variants is a valid ProductGroup of priced Products', async ({ request }) => {
    const { main, variants } = modelWithVariants()
    const { nodes, errors } = await validate(request, productPath(main))
    expect(errors).toEqual([])

    const group = nodes.find((node) => node['@type'] === 'ProductGroup')
    expect(group).toBeDefined()
    expect(group).toMatchObject({ name: main.model.name, url: absolute(`/${main.url_key}`) })
    expect(String(group!.productGroupID)).not.toBe('')
    const variesBy = group!.variesBy as string[]
    expect(variesBy.length).toBeGreaterThan(0)
    expect(variesBy.filter((property) => !GOOGLE_VARIES_BY.includes(property))).toEqual([])

    const listed = group!.hasVariant as Array<Record<string, unknown>>
    expect(listed.map((variant) => variant.sku).sort()).toEqual(variants.map((variant) => variant.sku).sort())
    for (const variant of listed) {
      const doc = variants.find((candidate) => candidate.sku === variant.sku)!
      expect(variant.url).toBe(absolute(productPath(doc)))
      expect(variant.offers).toMatchObject({ price: untaxed(publicPrice(doc)).toFixed(2), priceCurrency: 'EUR' })
      for (const property of variesBy) expect(variant[property.replace('https://schema.org/', '')]).toBeTruthy()
    }
    expect(new Set(listed.map((variant) => variant.url)).size).toBe(listed.length)
  })

  test('a product sold in one version is a valid Product with its offer', async ({ request }) => {
    const doc = plainProduct()
    const { nodes, errors } = await validate(request, productPath(doc))
    expect(errors).toEqual([])
    const product = nodes.find((node) => node['@type'] === 'Product')
    expect(product).toMatchObject({
      name: doc.model.name,
      sku: doc.sku,
      offers: { price: untaxed(publicPrice(doc)).toFixed(2), priceCurrency: 'EUR' },
    })
  })

  test('a "Prix sur demande" product carries no invalid Product, and its page is still described', async ({
    request,
  }) => {
    const { main } = onRequestModel()
    const { nodes, errors } = await validate(request, productPath(main))
    expect(errors).toEqual([])
    expect(nodes.filter((node) => node['@type'] === 'Product' || node['@type'] === 'ProductGroup')).toEqual([])
    expect(nodes.find((node) => node['@type'] === 'ItemPage')).toMatchObject({
      name: main.model.name,
      url: absolute(`/${main.url_key}`),
    })
  })

  test('the home page names the organisation with a logo of at least 112 px', async ({ request }) => {
    const { nodes, errors } = await validate(request, '/')
    expect(errors).toEqual([])
    const organization = nodes.find((node) => node['@type'] === 'Organization')
    expect(organization?.logo).toBeTruthy()
    const logo = await request.get(new URL(String(organization!.logo)).pathname)
    expect(logo.status()).toBe(200)
    const { width = 0, height = 0, format } = await sharp(await logo.body()).metadata()
    expect(['png', 'jpeg', 'webp']).toContain(format)
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(112)
  })
})
