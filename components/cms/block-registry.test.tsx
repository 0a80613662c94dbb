import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BLOCK_TYPES, cmsBlockSchema, type CmsPage } from '@/lib/cms/schemas'
import { demoCmsPage } from '@/tests/cms-fixtures'
import { withShell } from '@/tests/shell'
import { BLOCK_COMPONENTS, CmsBlockView } from './block-registry'
import { CmsPageView } from './cms-page-view'

vi.mock('@/lib/search', () => ({ getSearch: () => ({}) }))

afterEach(() => vi.restoreAllMocks())

describe('block registry', () => {
  it('has a component for every block type the CMS schema knows', () => {
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_TYPES].sort())
  })

  it('logs an unknown block with its type and keeps going with an empty generic block', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const block = cmsBlockSchema.parse({
      __component: 'sections.countdown',
      id: 99,
      title: '<script>alert(1)</script>',
      endsAt: '2030-01-31',
    })
    const { container } = render(withShell(<CmsBlockView block={block} />))
    const generic = container.querySelector('[data-block="generic"]')
    expect(generic).toHaveAttribute('data-source-component', 'sections.countdown')
    expect(generic).not.toBeVisible()
    expect(container).not.toHaveTextContent('alert')
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('sections.countdown'),
      expect.objectContaining({ reason: 'unknown', id: 99 }),
    )
  })

  it('logs a known block with invalid fields with the schema issues', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const block = cmsBlockSchema.parse({ __component: 'sections.hero', id: 5, title: '' })
    render(withShell(<CmsBlockView block={block} />))
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('sections.hero'),
      expect.objectContaining({ reason: 'invalid', issues: expect.stringContaining('title') }),
    )
  })
})

describe('CmsPageView', () => {
  const page = (content: CmsPage['content'], title = 'Mentions légales'): CmsPage =>
    ({ handle: 'x', title, content }) as CmsPage

  it('takes the page title as h1 when no hero or title block opens the page', async () => {
    const legal = await demoCmsPage('mentions-legales')
    render(withShell(<CmsPageView page={legal} />))
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Mentions légales'])
    expect(screen.getByRole('heading', { level: 2, name: 'Éditeur' })).toBeInTheDocument()
  })

  it('lets an opening title block be the only h1', async () => {
    const delivery = await demoCmsPage('livraison-et-retours')
    const { container } = render(withShell(<CmsPageView page={delivery} />))
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Livraison et retours'])
    expect([...container.querySelectorAll('[data-block]')].map((block) => block.getAttribute('data-block'))).toEqual([
      'sections.title-text',
      'sections.text',
      'sections.text-image',
      'sections.banner-text',
    ])
  })

  it('renders the test page with its unknown block and no harmful markup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const probe = await demoCmsPage('test-assainissement')
    const { container } = render(withShell(<CmsPageView page={probe} />))
    expect(screen.getByRole('heading', { level: 1, name: 'Page de test technique' })).toBeInTheDocument()
    expect(container.querySelector('[data-block="generic"]')).toHaveAttribute(
      'data-source-component',
      'sections.countdown',
    )
    expect(container.querySelector('script, iframe, svg, form')).toBeNull()
    expect(container.innerHTML).not.toContain('__cmsXss')
  })

  it('keeps an empty page readable', () => {
    render(withShell(<CmsPageView page={page([])} />))
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument()
  })
})
