'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useMarketFilter } from '@/components/catalogue/use-market-filter'
import { useNavigate } from '@/components/navigation/use-navigate'
import { trackEvent } from '@/lib/analytics'
import { AUTOCOMPLETE_MIN_LENGTH } from '@/lib/search/autocomplete-limits'
import { SEARCH_EVENT, shouldRecordSearch } from '@/lib/search/search-event'
import type { AutocompleteSuggestion } from '@/lib/search/types'
import styles from './autocomplete.module.css'
import { useSuggestions } from './use-suggestions'

interface Props {
  /** Class of the surrounding form (the header's search layout). */
  className?: string
  /** The text already searched, on the search page. */
  initialText?: string
}

/**
 * The header search box: a plain GET form to /search (works without JavaScript) enhanced into a
 * WAI-ARIA combobox with a listbox of suggestions, driven by the keyboard (↑ ↓ Entrée Échap).
 */
export function Autocomplete({ className, initialText = '' }: Props) {
  const t = useTranslations()
  const navigate = useNavigate()
  const { market, active: marketActive } = useMarketFilter()
  const listboxId = useId()
  const [text, setText] = useState(initialText)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const lastRecorded = useRef('')

  // A market buyer's suggestions and search stay in her market (docs/product/catalogue.md#markets).
  const suggestions = useSuggestions(text, marketActive ? market : null, (query) => {
    setActive(-1)
    if (shouldRecordSearch(query) && lastRecorded.current !== query) {
      lastRecorded.current = query
      trackEvent(SEARCH_EVENT)
    }
  })

  const groups: Array<{ kind: AutocompleteSuggestion['kind']; label: string }> = [
    { kind: 'product', label: t('autocomplete.products') },
    { kind: 'category', label: t('autocomplete.categories') },
  ]
  // Grouped as displayed, so the arrows walk the list in the order the eye reads it.
  const shown =
    open && text.trim().length >= AUTOCOMPLETE_MIN_LENGTH
      ? groups.flatMap((group) => suggestions.filter((suggestion) => suggestion.kind === group.kind))
      : []
  const expanded = shown.length > 0
  const optionId = (index: number) => `${listboxId}-option-${index}`

  const go = (suggestion: AutocompleteSuggestion) => {
    setOpen(false)
    navigate(suggestion.href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        setOpen(true)
        if (shown.length > 0) setActive((index) => (index + 1) % shown.length)
        break
      case 'ArrowUp':
        event.preventDefault()
        setOpen(true)
        if (shown.length > 0) setActive((index) => (index <= 0 ? shown.length - 1 : index - 1))
        break
      case 'Enter': {
        const suggestion = expanded ? shown[active] : undefined
        if (suggestion) {
          event.preventDefault()
          go(suggestion)
        }
        break
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else {
          setText('')
        }
        break
    }
  }

  return (
    <form
      role="search"
      aria-label={t('header.searchLabel')}
      action="/search"
      method="get"
      className={className}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor="site-search" className="sr-only">
        {t('header.searchLabel')}
      </label>
      <div className={styles.combo}>
        <input
          id="site-search"
          name="q"
          // ARIA lets a text input be a combobox, not a search input; the keyboard still offers "search".
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('autocomplete.listLabel')}
          className={styles.listbox}
          hidden={!expanded}
        >
          {groups.map((group) =>
            shown.some((s) => s.kind === group.kind) ? (
              <li key={group.kind} role="presentation">
                <div className={styles.group} aria-hidden="true">
                  {group.label}
                </div>
                <ul role="group" aria-label={group.label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {shown.map((suggestion, index) =>
                    suggestion.kind === group.kind ? (
                      <li
                        key={`${suggestion.kind}-${suggestion.href}`}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === active}
                        className={styles.option}
                        // Before the input's blur closes the list.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => go(suggestion)}
                      >
                        <span>{suggestion.label}</span>
                        {suggestion.sku && <span className={styles.sku}>{suggestion.sku}</span>}
                      </li>
                    ) : null,
                  )}
                </ul>
              </li>
            ) : null,
          )}
        </ul>
      </div>
      {marketActive && market && <input type="hidden" name="marche" value={market} />}
      <p className="sr-only" role="status" aria-live="polite">
        {open && text.trim().length >= AUTOCOMPLETE_MIN_LENGTH ? t('autocomplete.status', { count: shown.length }) : ''}
      </p>
      <button type="submit" className="button">
        {t('header.searchSubmit')}
      </button>
    </form>
  )
}
