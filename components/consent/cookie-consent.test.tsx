import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import * as CookieConsentLibrary from 'vanilla-cookieconsent'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fr from '@/messages/fr.json'
import { consentCategories, parseCookies } from '@/lib/consent'
import { FIRST_LAYER_SCRIPT } from '@/lib/consent/first-layer'

const FUNCTIONAL = { CONSENT_OPTIONAL_CATEGORIES: 'functional' }

function cookies() {
  return parseCookies(document.cookie)
}

/**
 * A page load: a fresh tab's modules, the first layer's own script run as the HTML is parsed, then the
 * shop's code mounting the footer button and the banner's wiring around it.
 */
async function renderBanner(env: Record<string, string> = FUNCTIONAL, beforeHydration = () => {}) {
  vi.resetModules()
  const [{ CookieConsent }, { FirstLayer }, { ManageCookiesButton }, { withShell }] = await Promise.all([
    import('./cookie-consent'),
    import('./first-layer'),
    import('./manage-cookies-button'),
    import('@/tests/shell'),
  ])
  document.documentElement.lang = 'fr'
  const page = (hydrated: boolean) =>
    withShell(
      <>
        {hydrated && <ManageCookiesButton />}
        {hydrated && <CookieConsent />}
        <FirstLayer
          texts={fr.consent}
          categories={consentCategories(env.CONSENT_OPTIONAL_CATEGORIES ? ['functional'] : [])}
          showToBots
        />
      </>,
      env,
    )
  const view = render(page(false))
  // React does not run the scripts it renders; a browser runs this one while parsing the layer.
  new Function(FIRST_LAYER_SCRIPT)()
  beforeHydration()
  view.rerender(page(true))
  return view
}

/** The server-rendered first layer, as it stands before the visitor has touched the page. */
function firstLayer() {
  // The library also builds a first layer of its own that it never shows (jsdom has no CSS to hide it).
  const [banner] = screen
    .getAllByRole('dialog', { name: 'Consentement aux cookies' })
    .filter((dialog) => !dialog.closest('#cc-main'))
  if (!banner) throw new Error('no first layer')
  return banner
}

/** The first layer once the visitor's finger is on it, and the library, loaded then, has wired its buttons. */
async function findBanner() {
  const banner = firstLayer()
  fireEvent.pointerDown(banner)
  await waitFor(() => expect(document.querySelector('#cc-main')).not.toBeNull())
  return banner
}

const asking = () => document.documentElement.classList.contains('cc-asking')

/** The footer button (the banner has one with the same name, rendered after it). */
const footerButton = () => screen.getAllByRole('button', { name: 'Gérer les cookies' })[0] as HTMLElement

async function openPreferences() {
  fireEvent.click(footerButton())
  const dialog = await waitFor(() => {
    const pm = document.querySelector<HTMLElement>('#cc-main .pm')
    if (!pm || pm.getAttribute('aria-hidden') !== 'false') throw new Error('preferences not shown')
    // The library moves the focus into the modal shortly after showing it.
    if (!pm.contains(document.activeElement)) throw new Error('focus not in the preferences yet')
    return pm
  })
  return dialog
}

const preferencesShown = () => document.documentElement.classList.contains('show--preferences')
const toggle = (category: string) =>
  document.querySelector<HTMLInputElement>(`#cc-main input.section__toggle[value="${category}"]`)

/**
 * The library focuses a freshly shown modal 100 ms later, through its global state: each test waits for
 * that focus to have landed before the reset, or it would land in the next test's modal. Modals shown
 * and focus entering the library's markup are counted in order, so the wait ends on the event itself.
 */
const libraryEvents = { step: 0, lastShown: 0, lastFocused: 0 }
const shownModals = new MutationObserver((records) => {
  for (const { target } of records) {
    const modal = target as HTMLElement
    if (modal.matches('#cc-main .cm, #cc-main .pm') && modal.getAttribute('aria-hidden') === 'false') {
      libraryEvents.lastShown = ++libraryEvents.step
    }
  }
})
beforeEach(() => {
  Object.assign(libraryEvents, { step: 0, lastShown: 0, lastFocused: 0 })
  shownModals.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] })
  document.addEventListener('focusin', focusedInLibrary)
})
function focusedInLibrary(event: FocusEvent) {
  if ((event.target as Element).closest?.('#cc-main')) libraryEvents.lastFocused = ++libraryEvents.step
}

afterEach(async () => {
  await waitFor(() => expect(libraryEvents.lastFocused).toBeGreaterThanOrEqual(libraryEvents.lastShown))
  shownModals.disconnect()
  document.removeEventListener('focusin', focusedInLibrary)
  CookieConsentLibrary.reset(true)
  document.documentElement.classList.remove('cc-asking')
  for (const name of ['ncc_c', 'ncc_e']) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
})

/** Once the library's module has arrived, whatever was waiting for it has had the chance to run it. */
async function libraryArrived() {
  await act(async () => {
    await import('./library')
  })
}

describe('CookieConsent', () => {
  it('asks with the focus in the banner, and loads the library only at the visitor’s first gesture', async () => {
    await renderBanner()
    await waitFor(() => expect(firstLayer()).toHaveFocus())
    expect(asking()).toBe(true)
    await libraryArrived()
    expect(document.querySelector('#cc-main')).toBeNull()

    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(document.querySelector('#cc-main')).not.toBeNull())
  })

  it('answers a click on the banner made before the library has loaded', async () => {
    await renderBanner()
    const decline = within(firstLayer()).getByRole('button', { name: 'Refuser' })
    fireEvent.pointerDown(decline)
    fireEvent.click(decline)
    await waitFor(() => expect(cookies().get('ncc_e')).toBe('sh'))
    expect(asking()).toBe(false)
  })

  it('answers a click on the banner made before the page had hydrated', async () => {
    await renderBanner(FUNCTIONAL, () =>
      fireEvent.click(within(firstLayer()).getByRole('button', { name: 'Accepter' })),
    )
    await waitFor(() => expect(cookies().get('ncc_e')).toBe('sh|functional'))
    expect(asking()).toBe(false)
  })

  it('loads nothing for a visitor who has chosen until they open the preferences', async () => {
    document.cookie = 'ncc_c=shfunctional; Path=/'
    document.cookie = 'ncc_e=sh; Path=/'
    await renderBanner()
    expect(asking()).toBe(false)
    fireEvent.pointerDown(document.body)
    fireEvent.keyDown(document.body, { key: 'Tab' })
    await libraryArrived()
    expect(document.querySelector('#cc-main')).toBeNull()

    await openPreferences()
  })

  it('shows the French banner with accept, decline and manage of equal weight, and a close', async () => {
    await renderBanner()
    const banner = await findBanner()
    const accept = within(banner).getByRole('button', { name: 'Accepter' })
    const decline = within(banner).getByRole('button', { name: 'Refuser' })
    expect(within(banner).getByRole('button', { name: 'Gérer les cookies' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'Continuer sans accepter' })).toBeInTheDocument()
    expect(accept.className).toBe(decline.className)
    await waitFor(() => expect(asking()).toBe(true))
    // No overlay, no scroll lock: the page keeps its layout.
    expect(document.documentElement).not.toHaveClass('disable--interaction')
  })

  it('"Refuser" leaves only the necessary category in the consent cookies', async () => {
    await renderBanner()
    const banner = await findBanner()
    fireEvent.click(within(banner).getByRole('button', { name: 'Refuser' }))
    await waitFor(() => expect(cookies().get('ncc_e')).toBe('sh'))
    expect(cookies().get('ncc_c')).toBe('shfunctional')
    expect(JSON.parse(cookies().get('cc_cookie') ?? '{}')).toMatchObject({ categories: ['sh'] })
  })

  it('"Accepter" enables every category', async () => {
    await renderBanner()
    const banner = await findBanner()
    fireEvent.click(within(banner).getByRole('button', { name: 'Accepter' }))
    await waitFor(() => expect(cookies().get('ncc_e')).toBe('sh|functional'))
    expect(cookies().get('ncc_c')).toBe('shfunctional')
  })

  it('saves a choice made in the preferences, which also accept all, decline all and close', async () => {
    await renderBanner()
    await findBanner()
    const preferences = await openPreferences()
    for (const action of ['Tout accepter', 'Tout refuser', 'Fermer'])
      expect(within(preferences).getByRole('button', { name: action })).toBeInTheDocument()
    expect(toggle('sh')).toBeDisabled()
    expect(toggle('sh')).toBeChecked()
    fireEvent.click(toggle('functional') as HTMLInputElement)
    fireEvent.click(within(preferences).getByRole('button', { name: 'Enregistrer mes choix' }))
    await waitFor(() => expect(cookies().get('ncc_e')).toBe('sh|functional'))
    expect(preferencesShown()).toBe(false)
  })

  it('stays open on a click outside the preferences', async () => {
    await renderBanner()
    await findBanner()
    await openPreferences()
    fireEvent.click(document.querySelector('#cc-main .pm-overlay') as Element)
    expect(preferencesShown()).toBe(true)
  })

  it('closes at once when nothing changed', async () => {
    await renderBanner()
    await findBanner()
    const preferences = await openPreferences()
    fireEvent.click(within(preferences).getByRole('button', { name: 'Fermer' }))
    expect(preferencesShown()).toBe(false)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('warns about unsaved settings on close, and can discard them', async () => {
    await renderBanner()
    await findBanner()
    const preferences = await openPreferences()
    fireEvent.click(toggle('functional') as HTMLInputElement)
    fireEvent.click(within(preferences).getByRole('button', { name: 'Fermer' }))

    const prompt = await screen.findByRole('alertdialog', { name: 'Vous avez des réglages non enregistrés' })
    expect(preferencesShown()).toBe(true)
    expect(preferences).toContainElement(prompt)
    const save = within(prompt).getByRole('button', { name: 'Enregistrer' })
    await waitFor(() => expect(save).toHaveFocus())

    fireEvent.click(within(prompt).getByRole('button', { name: 'Fermer sans enregistrer' }))
    await waitFor(() => expect(preferencesShown()).toBe(false))
    expect(cookies().has('ncc_e')).toBe(false)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    // Reopened, the toggles show the saved choice again.
    await openPreferences()
    expect(toggle('functional')).not.toBeChecked()
  })

  it('warns on Escape with unsaved settings, and saves from the warning', async () => {
    await renderBanner()
    await findBanner()
    await openPreferences()
    fireEvent.click(toggle('functional') as HTMLInputElement)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 })
    const prompt = await screen.findByRole('alertdialog')
    expect(preferencesShown()).toBe(true)

    // Escape again goes back to the settings.
    fireEvent.keyDown(prompt, { key: 'Escape', keyCode: 27 })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(preferencesShown()).toBe(true)

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 })
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(cookies().get('ncc_e')).toBe('sh|functional'))
    expect(preferencesShown()).toBe(false)
  })

  it('keeps the focus inside the warning', async () => {
    await renderBanner()
    await findBanner()
    const preferences = await openPreferences()
    fireEvent.click(toggle('functional') as HTMLInputElement)
    fireEvent.click(within(preferences).getByRole('button', { name: 'Fermer' }))
    const prompt = await screen.findByRole('alertdialog')
    const [save, discard] = within(prompt).getAllByRole('button')
    await waitFor(() => expect(save).toHaveFocus())
    fireEvent.keyDown(save as HTMLElement, { key: 'Tab' })
    expect(discard).toHaveFocus()
    fireEvent.keyDown(discard as HTMLElement, { key: 'Tab', shiftKey: true })
    expect(save).toHaveFocus()
  })

  it('moves the focus into the preferences and back to the footer button', async () => {
    await renderBanner()
    await findBanner()
    const manage = footerButton()
    manage.focus()
    const preferences = await openPreferences()
    expect(preferences.contains(document.activeElement)).toBe(true)
    act(() => CookieConsentLibrary.hidePreferences())
    expect(manage).toHaveFocus()
  })

  it('once answered, leaves the focus at the top of the page rather than in the fading banner', async () => {
    await renderBanner()
    const decline = within(await findBanner()).getByRole('button', { name: 'Refuser' })
    decline.focus()
    fireEvent.click(decline)
    await waitFor(() => expect(asking()).toBe(false))
    expect(document.activeElement).toBe(document.body)
    expect(document.body).not.toHaveAttribute('tabindex')
  })

  it('asks again when the categories changed since the choice', async () => {
    const { unmount } = await renderBanner({})
    fireEvent.click(within(await findBanner()).getByRole('button', { name: 'Accepter' }))
    await waitFor(() => expect(cookies().get('ncc_c')).toBe('sh'))
    await waitFor(() => expect(asking()).toBe(false))
    unmount()
    // A new page load with a category added since: the stored choice no longer covers every category.
    CookieConsentLibrary.reset(false)
    await renderBanner(FUNCTIONAL)
    await findBanner()
    await waitFor(() => expect(asking()).toBe(true))
  })

  it('does not ask again once chosen', async () => {
    const { unmount } = await renderBanner()
    fireEvent.click(within(await findBanner()).getByRole('button', { name: 'Refuser' }))
    await waitFor(() => expect(cookies().get('ncc_e')).toBe('sh'))
    unmount()
    CookieConsentLibrary.reset(false)
    for (const name of ['ncc_c', 'ncc_e']) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
    // Without the shop's cookies, the page's own script has shown the first layer; the library's record wins.
    document.documentElement.classList.add('cc-asking')
    await renderBanner()
    fireEvent.pointerDown(document.body)
    // A page load with a choice on record: the library, loaded at the first gesture, reports it, and the
    // shop writes its cookies again (docs/product/consent-and-tracking.md#consent-cookies).
    await waitFor(() => expect(cookies().get('ncc_e')).toBe('sh'))
    await waitFor(() => expect(asking()).toBe(false))
  })
})
