'use client'

import { useTranslations } from 'next-intl'
import { useState, type KeyboardEvent } from 'react'
import { formatQuantity } from '@/lib/format/number'
import styles from './quantity-stepper.module.css'

interface Props {
  /** Id of the input; the error and the group hang off it. */
  id: string
  /** What the quantity is of, e.g. "Quantité de Veste softshell": names the group and the announcement. */
  label: string
  value: number
  /** A press of − or + (or an arrow key in the field): a change of one, whatever else changes the quantity meanwhile. */
  onStep(step: 1 | -1): void
  /** A typed quantity, with `seen`, the quantity shown when the buyer began typing: the change is the difference. */
  onType(qty: number, seen: number): void
  /** 0 lets the buyer remove the line from here; the caller decides what 0 means. */
  min?: number
  max?: number
  disabled?: boolean
}

const WHOLE = /^\d+$/

/**
 * −/+ buttons around a number field, one change per press. Typing is committed on Enter or when the
 * field loses focus, so "12" is never sent as 1 then 12; arrows in the field step at once. Each
 * change is read out in the group's own live region. The quantity may change under the buyer (another
 * tab, the order system's answer): a press stays a change of one, and a typed number the difference
 * from what the field showed when typing began (docs/adr/0005-offline-cart-queue.md).
 */
export function QuantityStepper({ id, label, value, onStep, onType, min = 0, max, disabled = false }: Props) {
  const t = useTranslations('cart.stepper')
  const [draft, setDraft] = useState<{ text: string; seen: number } | null>(null)
  const [invalid, setInvalid] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const clamp = (qty: number) => Math.max(min, max === undefined ? qty : Math.min(max, qty))
  const announce = (qty: number) => setAnnouncement(t('announce', { label, qty: formatQuantity(qty) }))

  const step = (direction: 1 | -1) => {
    setDraft(null)
    setInvalid(false)
    if (clamp(value + direction) === value) return
    announce(value + direction)
    onStep(direction)
  }

  const commitDraft = () => {
    if (draft === null) return
    const text = draft.text.trim()
    if (!WHOLE.test(text)) {
      setInvalid(true)
      return
    }
    const next = clamp(Number(text))
    setDraft(null)
    setInvalid(false)
    if (next === draft.seen) return
    announce(next)
    onType(next, draft.seen)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      step(event.key === 'ArrowUp' ? 1 : -1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      commitDraft()
    } else if (event.key === 'Escape' && draft !== null) {
      setDraft(null)
      setInvalid(false)
    }
  }

  const errorId = `${id}-error`
  return (
    <div role="group" aria-label={label} className={styles.stepper}>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('decrease')}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={styles.input}
          aria-label={label}
          min={min}
          max={max}
          step={1}
          value={draft?.text ?? String(value)}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setDraft({ text: event.target.value, seen: draft?.seen ?? value })}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('increase')}
          aria-controls={id}
          disabled={disabled || (max !== undefined && value >= max)}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {t('invalid')}
        </p>
      )}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  )
}
