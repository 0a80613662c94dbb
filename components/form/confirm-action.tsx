'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import styles from './confirm-action.module.css'

export interface ConfirmActionLabels {
  /** The button's visible text, e.g. "Supprimer". */
  action: string
  /** Its accessible name, naming what it acts on: "Supprimer l’adresse « Dépôt »". */
  actionLabel: string
  question: string
  confirm: string
  cancel: string
}

/**
 * A destructive action asked twice, in place: the button becomes the question with "yes" (focused)
 * and "no". Escape or "no" puts the button back, and the focus on it. No modal, no window.confirm:
 * nothing else on the page is blocked, and every step is a plain button.
 */
export function ConfirmAction({
  labels,
  busy = false,
  onConfirm,
}: {
  labels: ConfirmActionLabels
  busy?: boolean
  onConfirm: () => void
}) {
  const [asking, setAsking] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const confirm = useRef<HTMLButtonElement>(null)
  const backToTrigger = useRef(false)
  const questionId = useId()

  useEffect(() => {
    if (asking) confirm.current?.focus()
    else if (backToTrigger.current) trigger.current?.focus()
    backToTrigger.current = false
  }, [asking])

  function cancel() {
    backToTrigger.current = true
    setAsking(false)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || busy) return
    event.stopPropagation()
    cancel()
  }

  if (!asking) {
    return (
      <button
        ref={trigger}
        type="button"
        className="button button--secondary"
        aria-label={labels.actionLabel}
        onClick={() => setAsking(true)}
      >
        {labels.action}
      </button>
    )
  }
  return (
    <div role="group" aria-labelledby={questionId} className={styles.question} onKeyDown={onKeyDown}>
      <p id={questionId}>{labels.question}</p>
      <div className={styles.buttons}>
        {/* aria-disabled rather than disabled while busy: a disabled button would drop the focus. */}
        <button
          ref={confirm}
          type="button"
          className={`button ${styles.danger}`}
          onClick={() => busy || onConfirm()}
          aria-disabled={busy}
          aria-busy={busy}
        >
          {labels.confirm}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => busy || cancel()}
          aria-disabled={busy}
        >
          {labels.cancel}
        </button>
      </div>
    </div>
  )
}
