import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import messages from '@/messages/fr.json'
import { demoBlock } from '@/tests/cms-fixtures'
import { withShell } from '@/tests/shell'
import { BannerVideoBlock } from './banner-video'
import { BannerVideoTextButtonBlock } from './banner-video-text-button'

/** The visitor's screen and settings, as media queries and the Network Information API report them. */
function visitor({ reduce = false, phone = false, saveData = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query.includes('reduce') && reduce) || (query.includes('max-width') && phone),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData } }))
}

/** The media element's play and pause, reporting their events as a browser does. */
function mediaSpies() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'))
  })
  return { play, pause }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement

describe('video banner', () => {
  it('sends no autoplay and downloads nothing before the browser knows the screen', async () => {
    const block = await demoBlock('sections.banner-video')
    const html = renderToString(withShell(<BannerVideoBlock block={block} />))
    expect(html).not.toMatch(/autoplay/i)
    expect(html).toContain('preload="none"')
    expect(html).toContain(`poster="${block.poster.url}"`)
    // Without scripts the player's controls are the only way to play it: the <noscript> copy has them.
    const [scripted, withoutScripts] = html.split('<noscript>')
    expect(scripted).toMatch(/<video [^>]*poster=/)
    expect(scripted).not.toMatch(/<video [^>]*controls/)
    expect(withoutScripts).toMatch(/<video [^>]*controls=""/)
  })

  it('plays muted, inline and looping on a wide screen, without controls, with desktop and mobile sources', async () => {
    visitor()
    const { play } = mediaSpies()
    const block = await demoBlock('sections.banner-video')
    const { container } = render(withShell(<BannerVideoBlock block={block} />))
    expect(container.querySelector('[data-block="sections.banner-video"]')).not.toBeNull()
    const element = video(container)
    expect(play).toHaveBeenCalled()
    expect(element.muted).toBe(true)
    expect(element).toHaveAttribute('playsinline')
    expect(element.loop).toBe(true)
    expect(element.controls).toBe(false)
    expect(element).not.toHaveAttribute('preload', 'auto')
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

  it('has a button that pauses the moving video and plays it again', async () => {
    visitor()
    const { play, pause } = mediaSpies()
    render(withShell(<BannerVideoBlock block={await demoBlock('sections.banner-video')} />))
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: messages.cms.video.pause }))
    expect(pause).toHaveBeenCalled()
    const playButton = await screen.findByRole('button', { name: messages.cms.video.play })
    play.mockClear()
    await user.click(playButton)
    expect(play).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: messages.cms.video.pause })).toBeVisible()
  })

  it('waits for a tap on a phone, then plays with the player controls', async () => {
    visitor({ phone: true })
    const { play } = mediaSpies()
    const { container } = render(withShell(<BannerVideoBlock block={await demoBlock('sections.banner-video')} />))
    expect(play).not.toHaveBeenCalled()
    expect(video(container)).toHaveAttribute('preload', 'none')
    // The browser's controls are not drawn on the first screen, only once the visitor has started it.
    expect(video(container).controls).toBe(false)
    await userEvent.setup().click(screen.getByRole('button', { name: messages.cms.video.play }))
    expect(play).toHaveBeenCalledTimes(1)
    expect(video(container).controls).toBe(true)
    expect(await screen.findByRole('button', { name: messages.cms.video.pause })).toBeVisible()
  })

  it('plays on a phone when the editor asked for it', async () => {
    visitor({ phone: true })
    const { play } = mediaSpies()
    const block = { ...(await demoBlock('sections.banner-video')), mobileAutoplay: true, mobileControls: false }
    const { container } = render(withShell(<BannerVideoBlock block={block} />))
    expect(play).toHaveBeenCalled()
    expect(video(container).controls).toBe(false)
  })

  it('does not play by itself with the data saver on', async () => {
    visitor({ saveData: true })
    const { play } = mediaSpies()
    render(withShell(<BannerVideoBlock block={await demoBlock('sections.banner-video')} />))
    expect(play).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: messages.cms.video.play })).toBeVisible()
  })

  it('stays on its poster when the visitor prefers reduced motion', async () => {
    visitor({ reduce: true })
    const { play } = mediaSpies()
    const { container } = render(withShell(<BannerVideoBlock block={await demoBlock('sections.banner-video')} />))
    expect(play).not.toHaveBeenCalled()
    expect(video(container)).toHaveAttribute('preload', 'none')
    expect(screen.getByRole('button', { name: messages.cms.video.play })).toBeVisible()
  })

  it('keeps the editor choice of controls and a desktop-only source', async () => {
    visitor()
    mediaSpies()
    const block = { ...(await demoBlock('sections.banner-video')), controls: true, mobileVideo: null }
    const { container } = render(withShell(<BannerVideoBlock block={block} />))
    expect(video(container).controls).toBe(true)
    expect(video(container).querySelectorAll('source')).toHaveLength(1)
  })
})

describe('video banner with text and button', () => {
  it('shows the title, text and button over an autoplaying video', async () => {
    visitor()
    const { play } = mediaSpies()
    const block = await demoBlock('sections.banner-video-text-button')
    const { container } = render(withShell(<BannerVideoTextButtonBlock block={block} />))
    expect(container.querySelector('[data-block="sections.banner-video-text-button"]')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Un chantier balisé, un chantier sûr' })).toBeInTheDocument()
    expect(screen.getByText(/Cônes, barrières, panneaux/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir la signalisation' })).toHaveAttribute('href', '/signalisation')
    expect(play).toHaveBeenCalled()
    expect(video(container).muted).toBe(true)
    expect(video(container).querySelector('source[media]')).toHaveAttribute('src', block.mobileVideo?.url)
  })
})
