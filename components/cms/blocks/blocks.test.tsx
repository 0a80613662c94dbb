import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { withShell } from '@/tests/shell'
import { demoBlock, demoBlocks } from '@/tests/cms-fixtures'
import { BannerImageTextBlock } from './banner-image-text'
import { BannerTextBlock } from './banner-text'
import { BannerTwoImagesBlock } from './banner-two-images'
import { CardsBlock } from './cards'
import { HeroBlock } from './hero'
import { ImageBannerBlock } from './image-banner'
import { TextBlock } from './text'
import { TextImageBlock } from './text-image'
import { TitleTextBlock } from './title-text'

const root = (container: HTMLElement, type: string) => container.querySelector(`[data-block="${type}"]`)

describe('hero', () => {
  it('shows the title, subtitle, image and buttons; its title is the h1 when it opens the page', async () => {
    const block = await demoBlock('sections.hero')
    const { container } = render(withShell(<HeroBlock block={block} asPageTitle />))
    expect(root(container, 'sections.hero')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Équipez vos équipes, simplement' })).toBeInTheDocument()
    expect(screen.getByText(/Vos prix négociés, un devis en 24 h/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Découvrir nos univers' })).toHaveAttribute('href', '/univers')
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/contact')
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('alt', block.image.alternativeText ?? '')
  })

  // The opening hero's picture is the home page's largest paint on a phone (docs/adr/0024-largest-contentful-paint.md).
  it('asks for its picture ahead of the other images when it opens the page, in the server HTML', async () => {
    const block = await demoBlock('sections.hero')
    const opening = renderToString(withShell(<HeroBlock block={block} asPageTitle />))
    expect(opening).toMatch(/<link rel="preload" as="image"[^>]* fetchPriority="high"/)
    expect(opening).toMatch(/<img [^>]*fetchPriority="high"/)
    // Decoded with the frame it is loaded for, rather than one frame after the rest of the page.
    expect(opening).toMatch(/<img [^>]*decoding="sync"/)
    const further = renderToString(withShell(<HeroBlock block={block} />))
    expect(further).not.toContain('fetchPriority')
    expect(further).toMatch(/<img [^>]*decoding="async"/)
    expect(further).toMatch(/<img [^>]*loading="lazy"/)
  })

  it('uses an h2 further down a page', async () => {
    render(withShell(<HeroBlock block={await demoBlock('sections.hero')} />))
    expect(screen.getByRole('heading', { level: 2, name: 'Équipez vos équipes, simplement' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })
})

describe('CMS images', () => {
  it('list in their srcset each file the CMS has, described by its real width', async () => {
    const block = await demoBlock('sections.hero')
    const { container } = render(withShell(<HeroBlock block={block} />))
    const image = container.querySelector('img')
    const candidates = (image?.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' '))
    const files = [...Object.values(block.image.formats ?? {}), block.image]
    expect(candidates).toEqual(files.sort((a, b) => a.width - b.width).map((file) => [file.url, `${file.width}w`]))
    expect(image).toHaveAttribute('src', block.image.url)
    expect(image).toHaveAttribute('sizes', '(max-width: 1280px) 100vw, 1280px')
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '1000')
    expect(image).toHaveAttribute('alt', block.image.alternativeText ?? '')
  })

  it('never describe a file as wider than it is, nor list one twice', async () => {
    const block = await demoBlock('sections.hero')
    const small = {
      ...block.image,
      width: 800,
      height: 500,
      formats: { small: block.image.formats!.small!, medium: block.image.formats!.medium! },
    }
    const { container } = render(withShell(<HeroBlock block={{ ...block, image: small }} />))
    expect(container.querySelector('img')?.getAttribute('srcset')).toBe(
      `${small.formats.small.url} 500w, ${small.formats.medium.url} 750w, ${small.url} 800w`,
    )
  })
})

describe('banner text', () => {
  it('shows its text, its optional title and button, in its tone', async () => {
    const [info, promo] = [
      await demoBlock('sections.banner-text'),
      (await demoBlocks('sections.banner-text')).find((b) => b.tone === 'promo'),
    ]
    const { container } = render(withShell(<BannerTextBlock block={info} />))
    expect(root(container, 'sections.banner-text')).toHaveTextContent('Livraison offerte dès 150 € HT')
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    if (!promo) throw new Error('no promo banner')
    render(withShell(<BannerTextBlock block={promo} />))
    expect(screen.getByRole('heading', { level: 2, name: 'Un projet particulier ?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact')
  })

  it('opens a "new tab" button in a new tab without giving it a handle on the shop', async () => {
    const terms = (await demoBlocks('sections.banner-text')).find((b) => b.button?.openInNewTab)
    if (!terms) throw new Error('no new-tab banner')
    render(withShell(<BannerTextBlock block={terms} />))
    const link = screen.getByRole('link', { name: /Télécharger les CGV/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
    expect(link).toHaveAccessibleName('Télécharger les CGV (s’ouvre dans un nouvel onglet)')
  })
})

describe('banner with image, text and button', () => {
  it('shows the image beside its title, text and button', async () => {
    const block = await demoBlock('sections.banner-image-text')
    const { container } = render(withShell(<BannerImageTextBlock block={block} />))
    expect(root(container, 'sections.banner-image-text')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Marquage et broderie' })).toBeInTheDocument()
    expect(screen.getByText(/dès 10 pièces/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Demander un bon à tirer' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('img', { name: block.image.alternativeText ?? '' })).toBeInTheDocument()
  })

  it('accepts a mailto: button', async () => {
    const block = (await demoBlocks('sections.banner-image-text')).find((b) => b.button?.url.startsWith('mailto:'))
    if (!block) throw new Error('no mailto banner')
    render(withShell(<BannerImageTextBlock block={block} />))
    expect(screen.getByRole('link', { name: 'Contacter le service marchés publics' })).toHaveAttribute(
      'href',
      'mailto:marches-publics@equipro.example',
    )
  })
})

describe('banner with two images', () => {
  it('shows both images with their captions and links', async () => {
    const block = await demoBlock('sections.banner-two-images')
    const { container } = render(withShell(<BannerTwoImagesBlock block={block} />))
    expect(root(container, 'sections.banner-two-images')?.querySelectorAll('figure')).toHaveLength(2)
    expect(screen.getByText('Nouveautés chaussures')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir les chaussures' })).toHaveAttribute('href', '/chaussures-de-securite')
    expect(screen.getByRole('link', { name: 'Équiper mes agents' })).toHaveAttribute('href', '/espaces-verts')
  })
})

describe('cards', () => {
  it('lists every card with its title, text and optional link', async () => {
    const block = await demoBlock('sections.cards')
    const { container } = render(withShell(<CardsBlock block={block} />))
    expect(root(container, 'sections.cards')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi choisir Équipro ?' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    expect(screen.getByRole('heading', { level: 3, name: 'Un devis en 24 h' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Notre entrepôt' })).toHaveAttribute('href', '/qui-sommes-nous')
  })

  it('shows card images and external links in a new tab', async () => {
    const cards = await demoBlocks('sections.cards')
    const withImages = cards.find((b) => b.cards.some((card) => card.image))
    const withExternal = cards.find((b) => b.cards.some((card) => card.link?.openInNewTab))
    if (!withImages || !withExternal) throw new Error('missing demo cards')
    const { container } = render(withShell(<CardsBlock block={withImages} />))
    expect(container.querySelectorAll('img')).toHaveLength(3)
    render(withShell(<CardsBlock block={withExternal} />))
    expect(screen.getByRole('link', { name: /Portail Chorus Pro/ })).toHaveAttribute('target', '_blank')
  })
})

describe('image banner', () => {
  it('uses the 16/9 ratio by default, a mobile crop and a link', async () => {
    const block = await demoBlock('sections.image-banner')
    const { container } = render(withShell(<ImageBannerBlock block={block} />))
    const section = root(container, 'sections.image-banner') as HTMLElement
    expect(section.style.getPropertyValue('--ratio')).toBe('16/9')
    expect(section.querySelector('source[media="(max-width: 767px)"]')?.getAttribute('srcset')).toContain('hiver')
    expect(screen.getByRole('link', { name: /Découvrir la collection hiver/ })).toHaveAttribute('href', '/parkas-hiver')
  })

  it('keeps the editor ratio and renders without a link', async () => {
    const block = (await demoBlocks('sections.image-banner')).find((b) => b.ratio === '21/9')
    if (!block) throw new Error('no 21/9 banner')
    const { container } = render(withShell(<ImageBannerBlock block={block} />))
    expect((root(container, 'sections.image-banner') as HTMLElement).style.getPropertyValue('--ratio')).toBe('21/9')
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('source')).toBeNull()
  })
})

describe('text', () => {
  it('renders the editor rich text, tables included', async () => {
    const block = (await demoBlocks('sections.text')).find((b) => b.html.includes('<table>'))
    if (!block) throw new Error('no table text block')
    const { container } = render(withShell(<TextBlock block={block} />))
    expect(root(container, 'sections.text')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Délais et frais de livraison' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Destination' })).toHaveAttribute('scope', 'col')
    expect(screen.getByRole('cell', { name: 'France métropolitaine' })).toBeInTheDocument()
  })

  it('never lets the hostile HTML of the test page through', async () => {
    const block = (await demoBlocks('sections.text')).find((b) => b.html.includes('__cmsXss'))
    if (!block) throw new Error('no probe block')
    const { container } = render(withShell(<TextBlock block={block} />))
    const section = root(container, 'sections.text') as HTMLElement
    expect(section.querySelector('script, iframe, svg, form, input, style')).toBeNull()
    const attributes = [...section.querySelectorAll('*')].flatMap((element) => element.getAttributeNames())
    expect(attributes.filter((name) => name.startsWith('on') || name === 'style')).toEqual([])
    const hrefs = [...section.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs.filter((href) => href?.toLowerCase().includes('javascript'))).toEqual([])
    expect(section.innerHTML).not.toContain('__cmsXss')
    expect(within(section).getByText('Liste conservée')).toBeInTheDocument()
  })
})

describe('text and image', () => {
  it('renders the title, rich text, image and button in the default style', async () => {
    const block = await demoBlock('sections.text-image')
    const { container } = render(withShell(<TextImageBlock block={block} />))
    const section = root(container, 'sections.text-image')
    expect(section).toHaveAttribute('data-style', 'default')
    expect(
      screen.getByRole('heading', { level: 2, name: 'Des conseillers qui connaissent le terrain' }),
    ).toBeInTheDocument()
    expect(screen.getByText('classe de protection')).toContainHTML('strong')
    expect(screen.getByRole('link', { name: 'Contacter un conseiller' })).toHaveAttribute('href', '/contact')
  })

  it('has a reverse style and a dark style with a downloadable document', async () => {
    const blocks = await demoBlocks('sections.text-image')
    const reverse = blocks.find((b) => b.style === 'reverse')
    const dark = blocks.find((b) => b.style === 'dark')
    if (!reverse || !dark) throw new Error('missing styles')
    const { container } = render(withShell(<TextImageBlock block={reverse} />))
    expect(root(container, 'sections.text-image')).toHaveAttribute('data-style', 'reverse')
    const { container: darkContainer } = render(withShell(<TextImageBlock block={dark} />))
    expect(root(darkContainer, 'sections.text-image')).toHaveAttribute('data-style', 'dark')
    const file = within(darkContainer).getByRole('link', { name: /^Télécharger/ })
    expect(file).toHaveAttribute('href', dark.file?.url)
    expect(file).toHaveTextContent(/84\s?kB|84\s?ko/)
  })
})

describe('title and text', () => {
  it('renders the title at the chosen level and line breaks as <br>', async () => {
    const block = await demoBlock('sections.title-text')
    const { container } = render(withShell(<TitleTextBlock block={block} />))
    expect(
      screen.getByRole('heading', { level: 2, name: 'Fournisseur des professionnels depuis 1987' }),
    ).toBeInTheDocument()
    const text = root(container, 'sections.title-text')?.querySelector('p')
    expect(text?.querySelectorAll('br')).toHaveLength(1)
  })

  it('shows markup typed in the text as text', async () => {
    const block = { ...(await demoBlock('sections.title-text')), text: '<img src=x onerror="window.__cmsXss=1">\nfin' }
    const { container } = render(withShell(<TitleTextBlock block={block} asPageTitle />))
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('<img src=x onerror="window.__cmsXss=1">')
  })
})
