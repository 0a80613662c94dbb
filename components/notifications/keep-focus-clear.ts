/** The custom property app/globals.css turns into the page's bottom scroll padding. */
export const RESERVED_PROPERTY = '--notifications-reserved'

/**
 * Toasts are fixed over the bottom of the page, where they could hide the focused element (WCAG 2.4.11).
 * The height they cover becomes the page's bottom scroll padding, so the browser scrolls an element
 * focused later above them; the element that has the focus when they appear is scrolled clear at once.
 */
export function keepFocusClear(overlay: HTMLElement): void {
  const document = overlay.ownerDocument
  const root = document.documentElement
  const box = overlay.getBoundingClientRect()
  if (box.height === 0) {
    root.style.removeProperty(RESERVED_PROPERTY)
    return
  }
  root.style.setProperty(RESERVED_PROPERTY, `${Math.ceil(document.defaultView!.innerHeight - box.top)}px`)

  const focused = document.activeElement
  if (!focused || focused === document.body || overlay.contains(focused)) return
  const target = focused.getBoundingClientRect()
  const covered =
    target.bottom > box.top && target.top < box.bottom && target.right > box.left && target.left < box.right
  // "nearest" within the scroll padding just set: the least movement that brings it above the toasts.
  if (covered) focused.scrollIntoView({ block: 'nearest' })
}
