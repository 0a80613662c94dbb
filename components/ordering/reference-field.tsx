'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useSuggestions } from '@/components/search/use-suggestions'
import { AUTOCOMPLETE_MIN_LENGTH } from '@/lib/search/autocomplete-limits'
import type { AutocompleteSuggestion } from '@/lib/search/types'
import styles from './quick-order.module.css'

interface Props {
  id: string
  label: string
  value: string
  onChange(sku: string): void
  /** Several lines pasted at once: the page fills rows from them instead. */
  onPasteLines(text: string): void
}

/**
 * A row's reference: a combobox suggesting catalogue references by sku or name through
 * `/api/autocomplete` (the header search's pattern), fetched only while this field is being typed in.
 */
export function ReferenceField({ id, label, value, onChange, onPasteLines }: Props) {
  const t = useTranslations('quickOrder')
  const listboxId = useId()
  const [typed, setTyped] = useState<string | null>(null)
  const [active, setActive] = useState(-1)

  const products = useSuggestions(typed ?? '', null, () => setActive(-1)).filter(
    (suggestion) => suggestion.kind === 'product' && suggestion.sku,
  )

  const shown = typed !== null && typed.trim().length >= AUTOCOMPLETE_MIN_LENGTH ? products : []
  const expanded = shown.length > 0
  const optionId = (index: number) => `${listboxId}-${index}`
  const close = () => {
    setTyped(null)
    setActive(-1)
  }
  const choose = (suggestion: AutocompleteSuggestion) => {
    onChange(suggestion.sku ?? '')
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      setActive((index) => (down ? (index + 1) % shown.length : index <= 0 ? shown.length - 1 : index - 1))
    } else if (event.key === 'Enter' && shown[active]) {
      event.preventDefault()
      choose(shown[active])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain')
    if (!/[\r\n\t;]/.test(text.trim())) return
    event.preventDefault()
    onPasteLines(text)
  }

  return (
    <div className={styles.combo}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          setTyped(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={close}
      />
      <ul id={listboxId} role="listbox" aria-label={t('suggestions')} className={styles.listbox} hidden={!expanded}>
        {shown.map((suggestion, index) => (
          <li
            key={suggestion.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span className={styles.sku}>{suggestion.sku}</span> {suggestion.label}
          </li>
        ))}
      </ul>
      {typed !== null && (
        <p className="sr-only" role="status">
          {typed.trim().length >= AUTOCOMPLETE_MIN_LENGTH ? t('suggestionsStatus', { count: shown.length }) : ''}
        </p>
      )}
    </div>
  )
}
