import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CategoryDocument, ProductDocument } from '@/lib/search/documents'
import type { Found, ProductHit, SearchBackend } from '@/lib/search/types'
import { demoBlock } from '@/tests/cms-fixtures'
import { withShell } from '@/tests/shell'
import { CategoriesListBlock } from './categories-list'
import { ProductsBlock } from './products'
import { ProductsByFourBlock } from './products-by-four'

const search = vi.hoisted(() => ({ backend: {} as Partial<SearchBackend> }))
vi.mock('@/lib/search', () => ({ getSearch: () => search.backend }))
// The catalogue's cards are async server components with their own tests; here they show the product.
vi.mock('@/components/product/product-card', () => ({
  ProductCard: ({ hit }: { hit: ProductHit }) => <article data-testid="product-card">{hit.product.sku}</article>,
}))
vi.mock('@/components/product/product-grid', () => ({
  ProductGrid: ({ hits, label }: { hits: ProductHit[]; label?: string }) => (
    <ul aria-label={label}>
      {hits.map((hit) => (
        <li key={hit.product.sku} data-testid="product-card">
          {hit.product.sku}
        </li>
      ))}
    </ul>
  ),
}))

const hit = (sku: string): ProductHit => ({
  product: { sku, url_key: `p-${sku.toLowerCase()}` } as ProductDocument,
  variants: [],
})
const category = (id: number, url_key: string, name: string, level = 0) =>
  ({ id, url_key, name, level }) as CategoryDocument

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  search.backend = {}
})

describe('products', () => {
  it('lists the first products of its category as catalogue cards, under its title and link', async () => {
    const block = await demoBlock('sections.products')
    search.backend = {
      categoryByUrlKey: async (): Promise<Found<CategoryDocument>> => ({
        kind: 'found',
        value: category(7, 'protection-des-mains', 'Protection des mains', 1),
      }),
      searchProducts: vi.fn(async () => ({ hits: [hit('G-1'), hit('G-2')], total: 2, aggregations: {}, raw: [] })),
    }
    const { container } = render(withShell(await ProductsBlock({ block })))
    expect(container.querySelector('[data-block="sections.products"]')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Protection des mains' })).toBeInTheDocument()
    expect(screen.getByText(/le bon gant pour chaque tâche/)).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Protection des mains' })).toBeInTheDocument()
    expect(screen.getAllByTestId('product-card').map((card) => card.textContent)).toEqual(['G-1', 'G-2'])
    expect(screen.getByRole('link', { name: 'Tous les gants' })).toHaveAttribute('href', '/protection-des-mains')
    expect(search.backend.searchProducts).toHaveBeenCalledWith({ categoryId: 7, mode: 'listing', pageSize: 8 })
  })

  it('says so instead of an empty grid when the catalogue cannot answer, and logs the cause', async () => {
    search.backend = {
      categoryByUrlKey: async () => {
        throw new Error('search down')
      },
    }
    render(withShell(await ProductsBlock({ block: await demoBlock('sections.products') })))
    expect(screen.getByText('Ces produits ne sont pas disponibles pour le moment.')).toBeInTheDocument()
    expect(screen.queryByTestId('product-card')).toBeNull()
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/block=sections\.products .*search down/))
  })
})

describe('products by four', () => {
  it('shows the hand-picked products in the editor order', async () => {
    const block = await demoBlock('sections.products-by-four')
    const reversed = [...block.skus].reverse().map(hit)
    search.backend = { productsBySkus: vi.fn(async () => reversed) }
    const { container } = render(withShell(await ProductsByFourBlock({ block })))
    expect(container.querySelector('[data-block="sections.products-by-four"]')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'La sélection du moment' })).toBeInTheDocument()
    expect(screen.getAllByTestId('product-card').map((card) => card.textContent)).toEqual(block.skus)
    expect(screen.getByRole('link', { name: 'Voir toutes les promotions' })).toHaveAttribute('href', '/discount')
  })
})

describe('categories list', () => {
  it('links each category with the catalogue name unless the editor gave a label', async () => {
    const block = await demoBlock('sections.categories-list')
    search.backend = {
      categoryByUrlKey: async (key: string): Promise<Found<CategoryDocument>> =>
        key === 'signalisation' ? { kind: 'missing' } : { kind: 'found', value: category(1, key, `Catalogue ${key}`) },
    }
    const { container } = render(withShell(await CategoriesListBlock({ block })))
    expect(container.querySelector('[data-block="sections.categories-list"]')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Nos univers' })).toBeInTheDocument()
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(5)
    expect(screen.getByRole('link', { name: /Catalogue vetements-de-travail/ })).toHaveAttribute(
      'href',
      '/univers/vetements-de-travail',
    )
    expect(screen.getByRole('link', { name: /Protection individuelle \(EPI\)/ })).toHaveAttribute(
      'href',
      '/univers/protection-individuelle',
    )
    expect(screen.queryByText(/signalisation/)).toBeNull()
  })
})
