'use client'

import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import type { ConsentTexts } from '@/lib/consent'

interface UnsavedSettingsPromptProps {
  texts: ConsentTexts['unsaved']
  onSave: () => void
  onDiscard: () => void
}

/**
 * Shown inside the preferences modal when it is being closed with changed toggles (docs/product/consent-and-tracking.md#unsaved-settings: "You have
 * unsaved settings"). It takes the focus and keeps it between its two answers until one is chosen or
 * Escape goes back to the settings.
 */
export function UnsavedSettingsPrompt({ texts, onSave, onDiscard }: UnsavedSettingsPromptProps) {
  const messageId = useId()
  const saveRef = useRef<HTMLButtonElement>(null)
  const discardRef = useRef<HTMLButtonElement>(null)

  useEffect(() => saveRef.current?.focus(), [])

  const keepFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return
    event.preventDefault()
    const next = document.activeElement === saveRef.current ? discardRef.current : saveRef.current
    next?.focus()
  }

  return (
    <div className="cc-unsaved" role="alertdialog" aria-labelledby={messageId} onKeyDown={keepFocus}>
      <p id={messageId} className="cc-unsaved__message">
        {texts.message}
      </p>
      {/* The library's own button classes: `#cc-main` resets every element it does not style itself. */}
      <div className="cc-unsaved__buttons">
        <button ref={saveRef} type="button" className="pm__btn" onClick={onSave}>
          {texts.save}
        </button>
        <button ref={discardRef} type="button" className="pm__btn pm__btn--secondary" onClick={onDiscard}>
          {texts.discard}
        </button>
      </div>
    </div>
  )
}
