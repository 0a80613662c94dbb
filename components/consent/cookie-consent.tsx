'use client'

import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { CookieValue } from 'vanilla-cookieconsent'
import { usePublicConfig } from '@/components/public-config'
import { consentCookieStrings, type ConsentCategories } from '@/lib/consent'
import { ASKING_CLASS, FIRST_LAYER_ID } from '@/lib/consent/first-layer'
import { libraryConfig } from '@/lib/consent/library-config'
import { consentEn } from './en'
import {
  consentLibraryNeeded,
  hiddenFromBot,
  loadCookieConsent,
  needConsentLibrary,
  needConsentLibraryOnGesture,
  notifyConsentChange,
  setConsentRunning,
} from './runtime'
import { UnsavedSettingsPrompt } from './unsaved-settings-prompt'
import { useConsentCategories, useConsentTexts, useFrenchConsentTexts } from './use-consent'

const PREFERENCES = 'preferencesModal'
const TOGGLES = '#cc-main .pm input.section__toggle'

/** Category toggles of the preferences modal, as the library renders them (one checkbox per category). */
function readToggles(): Map<string, boolean> {
  return new Map([...document.querySelectorAll<HTMLInputElement>(TOGGLES)].map((input) => [input.value, input.checked]))
}

function preferencesOpen(): boolean {
  return document.documentElement.classList.contains('show--preferences')
}

/**
 * Once the first layer is answered or the last modal closes, the library gives the focus back to what had it before, which after a
 * page load is nothing: the focus stays in the fading banner and the next Tab reaches its buttons. The
 * keyboard starts over from the top of the page instead, as after a load (the skip link first).
 */
function restartFocusFromTop(): void {
  const classes = document.documentElement.classList
  if (classes.contains('show--consent') || classes.contains('show--preferences')) return
  const focused = document.activeElement
  if (focused && focused !== document.body && !focused.closest(`#cc-main, #${FIRST_LAYER_ID}`)) return
  const { body } = document
  body.tabIndex = -1
  body.focus({ preventScroll: true })
  body.removeAttribute('tabindex')
}

/** The shop's own consent cookies (lib/consent), kept in step with the library's record of the choice. */
function writeSpecCookies(cookie: CookieValue, categories: ConsentCategories): void {
  const strings = consentCookieStrings(cookie.categories, categories, {
    consentedAt: new Date(cookie.lastConsentTimestamp),
    secure: window.location.protocol === 'https:',
  })
  for (const value of strings) document.cookie = value
  setFirstLayerAsking(false)
  restartFocusFromTop()
  notifyConsentChange()
}

/**
 * The first layer is on screen before the library has loaded; a click on it then was kept by the page's
 * script (lib/consent/first-layer.ts) and is answered now, as the library's own `data-cc` hooks would.
 */
function answerEarlyClick(consent: typeof import('vanilla-cookieconsent')): void {
  const layer = document.getElementById(FIRST_LAYER_ID)
  if (!layer) return
  layer.dataset.ready = 'true'
  const pending = layer.dataset.pending
  delete layer.dataset.pending
  if (pending === 'accept-all') consent.acceptCategory('all')
  else if (pending === 'accept-necessary') consent.acceptCategory([])
  else if (pending === 'show-preferencesModal') consent.showPreferences()
}

/** Shows or hides the server-rendered first layer (components/consent/first-layer.tsx). */
function setFirstLayerAsking(asking: boolean): void {
  document.documentElement.classList.toggle(ASKING_CLASS, asking)
}

/**
 * While the first layer asks, it holds the keyboard: the focus starts in it and Tab goes round its buttons,
 * so nothing focused can be hidden under it (docs/product/consent-and-tracking.md#cookie-banner). The
 * preferences, once open, hold it themselves.
 */
function holdFocusInFirstLayer(event: KeyboardEvent): void {
  if (!document.documentElement.classList.contains(ASKING_CLASS) || preferencesOpen()) return
  const buttons = [...document.querySelectorAll<HTMLElement>(`#${FIRST_LAYER_ID} button`)]
  if (buttons.length === 0) return
  const at = buttons.findIndex((button) => button === document.activeElement)
  const next = event.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length
  event.preventDefault()
  buttons[next]!.focus()
}

/**
 * The cookie banner and preferences (vanilla-cookieconsent 3.1). Two things the library lacks are added
 * around it: the preferences stay open on a click outside them (docs/product/consent-and-tracking.md#cookie-banner), and closing them with changed
 * toggles asks first (docs/product/consent-and-tracking.md#unsaved-settings).
 */
export function CookieConsent() {
  const config = usePublicConfig()
  const categories = useConsentCategories()
  const french = useFrenchConsentTexts()
  const texts = useConsentTexts()
  const [modal, setModal] = useState<HTMLElement | null>(null)
  const [prompting, setPrompting] = useState(false)
  const promptingRef = useRef(false)
  const savedToggles = useRef(new Map<string, boolean>())

  useEffect(() => {
    promptingRef.current = prompting
  }, [prompting])

  useEffect(() => {
    let cancelled = false
    const showToBots = config.CONSENT_SHOW_TO_BOTS
    // A banner that asks holds the focus from the start; the library, which answers it, comes with the
    // visitor's first gesture (docs/adr/0033-consent-library-on-the-visitors-first-gesture.md).
    const layer = document.getElementById(FIRST_LAYER_ID)
    let stopWaiting: () => void = () => undefined
    if (layer && document.documentElement.classList.contains(ASKING_CLASS)) {
      if (layer.dataset.pending) {
        // A click on the layer made before this code had arrived is waiting for its answer.
        needConsentLibrary()
      } else {
        stopWaiting = needConsentLibraryOnGesture(window)
        // Unless the visitor has already put the focus somewhere else.
        const focused = document.activeElement
        if (!focused || focused === document.body) layer.focus({ preventScroll: true })
      }
    }
    void consentLibraryNeeded().then(async () => {
      const consent = await loadCookieConsent()
      // The library runs once per page; a second call (Strict Mode's double effect) would be ignored anyway.
      if (cancelled) return
      const running = !hiddenFromBot(navigator, !showToBots)
      setConsentRunning(running)
      return (
        consent
          .run(
            libraryConfig({
              categories,
              texts: { fr: french, en: consentEn },
              showToBots,
              secure: window.location.protocol === 'https:',
              onChoice: (cookie) => writeSpecCookies(cookie, categories),
              onModalReady: ({ modalName, modal: element }) => {
                if (modalName === PREFERENCES) setModal(element)
              },
              onModalShow: ({ modalName }) => {
                if (modalName === PREFERENCES) savedToggles.current = readToggles()
              },
              onModalHide: ({ modalName }) => {
                if (modalName === PREFERENCES) setPrompting(false)
                restartFocusFromTop()
              },
            }),
          )
          // The library's record decides, where the page's script could not see the whole record.
          .then(() => {
            setFirstLayerAsking(running && !consent.validConsent())
            if (running) answerEarlyClick(consent)
          })
      )
    })
    return () => {
      cancelled = true
      stopWaiting()
    }
  }, [categories, french, config.CONSENT_SHOW_TO_BOTS])

  useEffect(() => {
    const unsaved = () => {
      const current = readToggles()
      return [...current].some(([id, checked]) => savedToggles.current.get(id) !== checked)
    }
    // Capture on window runs before the library's own listeners (on the overlay, the close button and <html>).
    const onClick = (event: MouseEvent) => {
      if (!preferencesOpen() || !(event.target instanceof Element)) return
      if (event.target.closest('#cc-main .pm-overlay')) {
        event.stopPropagation()
      } else if (event.target.closest('#cc-main .pm__close-btn') && unsaved()) {
        event.stopPropagation()
        setPrompting(true)
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') holdFocusInFirstLayer(event)
      if (event.key !== 'Escape' || !preferencesOpen()) return
      if (promptingRef.current) {
        event.stopPropagation()
        setPrompting(false)
        document.querySelector<HTMLElement>('#cc-main .pm__close-btn')?.focus()
      } else if (unsaved()) {
        event.stopPropagation()
        setPrompting(true)
      }
    }
    window.addEventListener('click', onClick, true)
    window.addEventListener('keydown', onKeyDown, true)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('keydown', onKeyDown, true)
    }
  }, [])

  const save = async () => {
    const consent = await loadCookieConsent()
    // What the library's own save button records: the toggles as they stand.
    consent.acceptCategory([...readToggles()].filter(([, checked]) => checked).map(([id]) => id))
    consent.hidePreferences()
    consent.hide()
  }
  const discard = async () => {
    const consent = await loadCookieConsent()
    // Hiding resets the toggles to the saved choice and returns the focus to where it came from.
    consent.hidePreferences()
  }

  if (!modal || !prompting) return null
  return createPortal(
    <UnsavedSettingsPrompt texts={texts.unsaved} onSave={() => void save()} onDiscard={() => void discard()} />,
    modal,
  )
}
