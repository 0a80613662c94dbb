import { describe, expect, it } from 'vitest'
import { ASKING_CLASS, FIRST_LAYER_ID, FIRST_LAYER_SCRIPT } from './first-layer'

/** Runs the script against a page holding the first layer, as the browser does while parsing. */
function run({ cookie, webdriver = false, bots = 'hide' }: { cookie: string; webdriver?: boolean; bots?: string }) {
  document.documentElement.className = ''
  document.body.innerHTML = `<div id="${FIRST_LAYER_ID}" data-consent="shfunctional" data-bots="${bots}"><button data-cc="accept-all">Accepter</button></div>`
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie })
  Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => webdriver })
  new Function(FIRST_LAYER_SCRIPT)()
  return document.documentElement.classList.contains(ASKING_CLASS)
}

describe('first layer script', () => {
  it('asks a visitor who has not chosen', () => {
    expect(run({ cookie: '' })).toBe(true)
    expect(run({ cookie: 'other=1' })).toBe(true)
  })

  it('does not ask a visitor whose consent names today’s categories', () => {
    expect(run({ cookie: 'a=1; ncc_c=shfunctional; ncc_e=sh' })).toBe(false)
  })

  it('asks again when the categories changed since the choice', () => {
    expect(run({ cookie: 'ncc_c=sh' })).toBe(true)
  })

  it('stays silent for automated browsers unless the shop shows it to them', () => {
    expect(run({ cookie: '', webdriver: true })).toBe(false)
    expect(run({ cookie: '', webdriver: true, bots: 'show' })).toBe(true)
  })

  it('keeps a click made before the library runs, and none after', () => {
    run({ cookie: '' })
    const layer = document.getElementById(FIRST_LAYER_ID) as HTMLElement
    layer.querySelector('button')?.click()
    expect(layer.dataset.pending).toBe('accept-all')
    delete layer.dataset.pending
    layer.dataset.ready = 'true'
    layer.querySelector('button')?.click()
    expect(layer.dataset.pending).toBeUndefined()
  })
})
