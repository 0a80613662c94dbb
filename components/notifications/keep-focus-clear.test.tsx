import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepFocusClear, RESERVED_PROPERTY } from './keep-focus-clear'

/** jsdom lays nothing out: each element is given the box it would have in a 1280×720 window. */
function place(element: Element, box: { top: number; left: number; width: number; height: number }) {
  const { top, left, width, height } = box
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: left, y: top, width, height }))
}

const reserved = () => document.documentElement.style.getPropertyValue(RESERVED_PROPERTY)

describe('keepFocusClear', () => {
  let overlay: HTMLElement
  let input: HTMLInputElement
  const scrollIntoView = vi.fn()

  beforeEach(() => {
    vi.stubGlobal('innerHeight', 720)
    overlay = document.body.appendChild(document.createElement('section'))
    input = document.body.appendChild(document.createElement('input'))
    input.scrollIntoView = scrollIntoView
    input.focus()
  })
  afterEach(() => {
    document.body.replaceChildren()
    document.documentElement.style.removeProperty(RESERVED_PROPERTY)
    scrollIntoView.mockReset()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('reserves what the toasts cover, from their top to the bottom of the window', () => {
    place(overlay, { top: 630.5, left: 880, width: 384, height: 74 })
    place(input, { top: 100, left: 16, width: 300, height: 44 })
    keepFocusClear(overlay)
    expect(reserved()).toBe('90px')
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('scrolls the focused element out from under the toasts that just appeared', () => {
    place(overlay, { top: 630, left: 880, width: 384, height: 74 })
    place(input, { top: 675, left: 929, width: 318, height: 45 })
    keepFocusClear(overlay)
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
  })

  it('leaves an element beside the toasts where it is', () => {
    place(overlay, { top: 630, left: 880, width: 384, height: 74 })
    place(input, { top: 675, left: 16, width: 318, height: 45 })
    keepFocusClear(overlay)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('leaves the focus alone when it is on a toast (its close button)', () => {
    const close = overlay.appendChild(document.createElement('button'))
    close.scrollIntoView = scrollIntoView
    close.focus()
    place(overlay, { top: 630, left: 880, width: 384, height: 74 })
    place(close, { top: 640, left: 1220, width: 28, height: 28 })
    keepFocusClear(overlay)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('gives the space back once the last toast is gone', () => {
    place(overlay, { top: 630, left: 880, width: 384, height: 74 })
    keepFocusClear(overlay)
    place(overlay, { top: 704, left: 880, width: 384, height: 0 })
    keepFocusClear(overlay)
    expect(reserved()).toBe('')
  })
})
