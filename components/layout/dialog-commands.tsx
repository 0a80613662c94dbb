'use client'

import { useEffect } from 'react'

/** Browsers that run `command`/`commandfor` buttons themselves (Chrome 135, Firefox 144, Safari 26.2). */
const nativeCommands = () => 'commandForElement' in HTMLButtonElement.prototype

/**
 * What one click means for the shop's dialogs (the header's menu, the listing's filters):
 * - in a browser without invoker commands, a `commandfor` button opens (`show-modal`) or closes
 *   (`close`) its dialog, as newer browsers do natively;
 * - a link followed from a dialog marked `data-close-on-link` closes it: the App Router changes the
 *   page without reloading it, and the header's drawer would otherwise stay open over the new page.
 */
export function onDialogClick(event: MouseEvent, native: boolean) {
  const target = event.target instanceof Element ? event.target : null
  if (!target) return
  const link = target.closest('a[href]')
  if (link) {
    const dialog = link.closest('dialog[data-close-on-link]')
    if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close()
    return
  }
  if (native) return
  const button = target.closest('button[commandfor]')
  if (!button) return
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '')
  if (!(dialog instanceof HTMLDialogElement)) return
  const command = button.getAttribute('command')
  if (command === 'show-modal' && !dialog.open) dialog.showModal()
  else if (command === 'close' && dialog.open) dialog.close()
}

/** One listener for the whole page; renders nothing. */
export function DialogCommands() {
  useEffect(() => {
    const native = nativeCommands()
    const listener = (event: MouseEvent) => onDialogClick(event, native)
    document.addEventListener('click', listener)
    return () => document.removeEventListener('click', listener)
  }, [])
  return null
}
