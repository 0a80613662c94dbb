import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoBlock } from '@/tests/cms-fixtures'
import { withShell } from '@/tests/shell'
import { SliderGridThreeImagesTextBlock } from './slider-grid-three-images-text'
import { SliderImageTextBlock } from './slider-image-text'
import { SliderThreeImagesBlock } from './slider-three-images'
import { SliderTwoImagesBlock } from './slider-two-images'

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

const visibleSlide = () => screen.getAllByRole('group').find((slide) => !slide.hidden)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('slider of image and text', () => {
  it('is a carousel whose slides are announced with their position', async () => {
    const block = await demoBlock('sections.slider-image-text')
    const { container } = render(withShell(<SliderImageTextBlock block={block} />))
    expect(container.querySelector('[data-block="sections.slider-image-text"]')).not.toBeNull()
    const carousel = screen.getByRole('region', { name: 'À la une' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel')
    const slides = within(carousel).getAllByRole('group', { hidden: true })
    expect(slides).toHaveLength(3)
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'diapositive')
    expect(slides[1]).toHaveAttribute('aria-label', '2 sur 3')
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3')
    expect(
      within(visibleSlide() as HTMLElement).getByRole('heading', { name: 'Votre logo sur toutes vos tenues' }),
    ).toBeInTheDocument()
  })

  it('moves with the keyboard through the previous and next buttons, wrapping around', async () => {
    prefersReducedMotion(true)
    const user = userEvent.setup()
    render(withShell(<SliderImageTextBlock block={await demoBlock('sections.slider-image-text')} />))
    const next = screen.getByRole('button', { name: 'Diapositive suivante' })
    next.focus()
    await user.keyboard('{Enter}')
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3')
    expect(
      within(visibleSlide() as HTMLElement).getByRole('link', { name: 'Livraison et retours' }),
    ).toBeInTheDocument()
    screen.getByRole('button', { name: 'Diapositive précédente' }).focus()
    await user.keyboard('{Enter}{Enter}')
    expect(visibleSlide()).toHaveAccessibleName('3 sur 3')
  })

  it('rotates by itself when asked, silently for screen readers, and stops on demand', async () => {
    prefersReducedMotion(false)
    vi.useFakeTimers()
    const block = await demoBlock('sections.slider-image-text')
    render(withShell(<SliderImageTextBlock block={block} />))
    const live = visibleSlide()?.parentElement
    expect(live).toHaveAttribute('aria-live', 'off')
    act(() => {
      vi.advanceTimersByTime(block.intervalMs)
    })
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3')
    act(() => screen.getByRole('button', { name: 'Arrêter le défilement automatique' }).click())
    expect(live).toHaveAttribute('aria-live', 'polite')
    act(() => {
      vi.advanceTimersByTime(block.intervalMs * 3)
    })
    expect(visibleSlide()).toHaveAccessibleName('2 sur 3')
    expect(screen.getByRole('button', { name: 'Reprendre le défilement automatique' })).toBeInTheDocument()
  })

  it('pauses while the pointer or the focus is inside', async () => {
    prefersReducedMotion(false)
    vi.useFakeTimers()
    const block = await demoBlock('sections.slider-image-text')
    render(withShell(<SliderImageTextBlock block={block} />))
    const carousel = screen.getByRole('region', { name: 'À la une' })
    act(() => {
      carousel.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    })
    act(() => {
      vi.advanceTimersByTime(block.intervalMs * 2)
    })
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3')
    act(() => {
      carousel.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }))
    })
    act(() => screen.getByRole('button', { name: 'Diapositive suivante' }).focus())
    act(() => {
      vi.advanceTimersByTime(block.intervalMs * 2)
    })
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3')
  })

  it('never rotates when the visitor prefers reduced motion', async () => {
    prefersReducedMotion(true)
    vi.useFakeTimers()
    const block = await demoBlock('sections.slider-image-text')
    render(withShell(<SliderImageTextBlock block={block} />))
    act(() => {
      vi.advanceTimersByTime(block.intervalMs * 2)
    })
    expect(visibleSlide()).toHaveAccessibleName('1 sur 3')
    expect(screen.queryByRole('button', { name: /défilement automatique/ })).toBeNull()
    expect(visibleSlide()?.parentElement).toHaveAttribute('aria-live', 'polite')
  })
})

describe('slider with a grid of three images and text', () => {
  it('shows three images beside the text of each slide', async () => {
    const block = await demoBlock('sections.slider-grid-three-images-text')
    const { container } = render(withShell(<SliderGridThreeImagesTextBlock block={block} />))
    expect(container.querySelector('[data-block="sections.slider-grid-three-images-text"]')).not.toBeNull()
    const slide = visibleSlide() as HTMLElement
    expect(within(slide).getByRole('heading', { name: 'Dotations par salarié' })).toBeInTheDocument()
    expect(slide.querySelectorAll('img')).toHaveLength(3)
    expect(within(slide).getByRole('link', { name: 'Découvrir les dotations' })).toHaveAttribute('href', '/contact')
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3)
    // Not asked to rotate: no stop button, changes are announced.
    expect(screen.queryByRole('button', { name: /défilement automatique/ })).toBeNull()
    expect(slide.parentElement).toHaveAttribute('aria-live', 'polite')
  })
})

describe('slider of two images', () => {
  it('shows two captioned images per slide', async () => {
    const block = await demoBlock('sections.slider-two-images')
    const { container } = render(withShell(<SliderTwoImagesBlock block={block} />))
    expect(container.querySelector('[data-block="sections.slider-two-images"]')).not.toBeNull()
    const slide = visibleSlide() as HTMLElement
    expect(slide.querySelectorAll('figure')).toHaveLength(2)
    expect(within(slide).getByText('L’atelier de marquage')).toBeInTheDocument()
    expect(within(slide).getByRole('link', { name: 'Nos services' })).toHaveAttribute('href', '/nos-services')
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2)
  })
})

describe('slider of three images', () => {
  it('shows the products three at a time with sku, title, subtitle, price and link', async () => {
    const block = await demoBlock('sections.slider-three-images')
    const { container } = render(withShell(<SliderThreeImagesBlock block={block} />))
    expect(container.querySelector('[data-block="sections.slider-three-images"]')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Nos incontournables' })).toBeInTheDocument()
    const carousel = screen.getByRole('region', { name: 'Nos incontournables' })
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(2)
    const products = within(visibleSlide() as HTMLElement).getAllByRole('listitem')
    expect(products).toHaveLength(3)
    const first = block.slides[0]
    if (!first) throw new Error('no slide')
    const card = within(products[0] as HTMLElement)
    expect(card.getByText(`Réf. ${first.sku}`)).toBeInTheDocument()
    expect(card.getByText(first.title)).toBeInTheDocument()
    expect(card.getByText(first.subtitle ?? '')).toBeInTheDocument()
    // French formatting: comma decimals, a (narrow) no-break space before the euro sign.
    expect(card.getByText(new RegExp(`^${String(first.price).replace('.', ',')},00\\s€$`))).toBeInTheDocument()
    const link = card.getByRole('link', { name: /^Voir le produit/ })
    // The product's name completes the link text for screen readers (several "Voir le produit" links).
    expect(link).toHaveTextContent(`Voir le produit : ${first.title}`)
    expect(link).toHaveAttribute('href', first.link.url)
  })

  it('reads "Prix sur demande" when the editor gave no price or a zero price', async () => {
    const block = await demoBlock('sections.slider-three-images')
    const [a, b] = block.slides
    if (!a || !b) throw new Error('no slides')
    render(
      withShell(
        <SliderThreeImagesBlock
          block={{
            ...block,
            slides: [
              { ...a, price: null },
              { ...b, price: 0 },
            ],
          }}
        />,
      ),
    )
    expect(screen.getAllByText('Prix sur demande')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Diapositive suivante' })).toBeNull()
  })
})
