'use client'

import { useTranslations } from 'next-intl'
import { useState, type KeyboardEvent } from 'react'
import styles from './quantity-stepper.module.css'

interface Props {
  /** Id of the input; the error and the group hang off it. */
  id: string
  /** What the quantity is of, e.g. "Quantité de Veste softshell": names the group and the announcement. */
  label: string
  value: number
  onChange(qty: number): void
  /** 0 lets the buyer remove the line from here; the caller decides what 0 means. */
  min?: number
  max?: number
  disabled?: boolean
}

const WHOLE = /^\d+$/

/**
 * −/+ buttons around a number field, one change per press. Typing is committed on Enter or when the
 * field loses focus, so "12" is never sent as 1 then 12; arrows in the field step at once. Each
 * change is read out in the group's own live region.
 */
export function QuantityStepper({ id, label, value, onChange, min = 0, max, disabled = false }: Props) {
  const t = useTranslations('cart.stepper')
  const [draft, setDraft] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  const clamp = (qty: number) => Math.max(min, max === undefined ? qty : Math.min(max, qty))

  const commit = (qty: number) => {
    const next = clamp(qty)
    setDraft(null)
    setInvalid(false)
    if (next === value) return
    setAnnouncement(t('announce', { label, qty: next }))
    onChange(next)
  }

  const commitDraft = () => {
    if (draft === null) return
    const text = draft.trim()
    if (!WHOLE.test(text)) {
      setInvalid(true)
      return
    }
    commit(Number(text))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      commit(value + (event.key === 'ArrowUp' ? 1 : -1))
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
          onClick={() => commit(value - 1)}
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
          value={draft ?? String(value)}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('increase')}
          aria-controls={id}
          disabled={disabled || (max !== undefined && value >= max)}
          onClick={() => commit(value + 1)}
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
