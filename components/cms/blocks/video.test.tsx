import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoBlock } from '@/tests/cms-fixtures'
import { withShell } from '@/tests/shell'
import { BannerVideoBlock } from './banner-video'
import { BannerVideoTextButtonBlock } from './banner-video-text-button'

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

afterEach(() => vi.unstubAllGlobals())

const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement

describe('video banner', () => {
  it('autoplays muted and inline, without controls, with desktop and mobile sources and a poster', async () => {
    prefersReducedMotion(false)
    const block = await demoBlock('sections.banner-video')
    const { container } = render(withShell(<BannerVideoBlock block={block} />))
    expect(container.querySelector('[data-block="sections.banner-video"]')).not.toBeNull()
    const element = video(container)
    expect(element.autoplay).toBe(true)
    expect(element.muted).toBe(true)
    expect(element).toHaveAttribute('playsinline')
    expect(element.loop).toBe(true)
    expect(element.controls).toBe(false)
    expect(element).toHaveAttribute('poster', block.poster.url)
    expect(element).toHaveAccessibleName(block.label)
    const sources = [...element.querySelectorAll('source')]
    expect(
      sources.map((source) => [source.getAttribute('media'), source.getAttribute('src'), source.getAttribute('type')]),
    ).toEqual([
      ['(max-width: 767px)', block.mobileVideo?.url, 'video/webm'],
      [null, block.desktopVideo.url, 'video/webm'],
    ])
  })

  it('stays on its poster with controls when the visitor prefers reduced motion', async () => {
    prefersReducedMotion(true)
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
    const { container } = render(withShell(<BannerVideoBlock block={await demoBlock('sections.banner-video')} />))
    const element = video(container)
    expect(element.autoplay).toBe(false)
    expect(element.controls).toBe(true)
    expect(element).toHaveAttribute('preload', 'none')
    expect(pause).toHaveBeenCalled()
  })

  it('keeps the editor choice of controls and a desktop-only source', async () => {
    prefersReducedMotion(false)
    const block = { ...(await demoBlock('sections.banner-video')), controls: true, mobileVideo: null }
    const { container } = render(withShell(<BannerVideoBlock block={block} />))
    expect(video(container).controls).toBe(true)
    expect(video(container).querySelectorAll('source')).toHaveLength(1)
  })
})

describe('video banner with text and button', () => {
  it('shows the title, text and button over an autoplaying video', async () => {
    prefersReducedMotion(false)
    const block = await demoBlock('sections.banner-video-text-button')
    const { container } = render(withShell(<BannerVideoTextButtonBlock block={block} />))
    expect(container.querySelector('[data-block="sections.banner-video-text-button"]')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Un chantier balisé, un chantier sûr' })).toBeInTheDocument()
    expect(screen.getByText(/Cônes, barrières, panneaux/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir la signalisation' })).toHaveAttribute('href', '/signalisation')
    expect(video(container).autoplay).toBe(true)
    expect(video(container).muted).toBe(true)
    expect(video(container).querySelector('source[media]')).toHaveAttribute('src', block.mobileVideo?.url)
  })
})
