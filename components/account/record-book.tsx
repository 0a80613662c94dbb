'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import { useRef, useState, type ComponentType } from 'react'
import { AccountPagination, useListPage } from '@/components/account/account-pagination'
import { FormSuspense } from '@/components/account/form-suspense'
import { ListState } from '@/components/account/list-state'
import type { AccountQueryError } from '@/lib/account/account-query'
import records from '@/components/form/records.module.css'
import { pageSlice } from '@/lib/account/page-slice'

/** `null`: nothing open; `'new'`: the creation form; a number: that record in its edit form. */
type Editing = 'new' | number | null

/**
 * A list of records the buyer edits in place (contacts, unit members): an add button opening the form
 * above the list, each card turning into its form, the whole list paged here (the back ends answer it
 * whole), and the focus handed back to where the buyer was when a form closes.
 */
export function RecordBook<T extends { id: number }>({
  query,
  texts,
  Form,
  Card,
}: {
  query: UseQueryResult<T[], AccountQueryError>
  texts: { intro: string; add: string; empty: string }
  Form: ComponentType<{ record?: T; onDone: () => void }>
  Card: ComponentType<{ record: T; onEdit: () => void; onDeleted: () => void }>
}) {
  const { page, pageSize } = useListPage()
  const [editing, setEditing] = useState<Editing>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const intro = useRef<HTMLParagraphElement>(null)

  function close(focus: 'add' | 'list') {
    setEditing(null)
    requestAnimationFrame(() => (focus === 'add' ? addButton.current : intro.current)?.focus())
  }

  return (
    <>
      <p className="muted" ref={intro} tabIndex={-1}>
        {texts.intro}
      </p>
      <div className={records.toolbar}>
        <button
          ref={addButton}
          type="button"
          className="button"
          onClick={() => setEditing('new')}
          aria-expanded={editing === 'new'}
          disabled={editing === 'new'}
        >
          {texts.add}
        </button>
      </div>
      {editing === 'new' && (
        <FormSuspense>
          <Form onDone={() => close('add')} />
        </FormSuspense>
      )}
      <ListState query={query} isEmpty={(all) => all.length === 0} empty={<p>{texts.empty}</p>}>
        {(all) => (
          <>
            <ul className={records.list}>
              {pageSlice(all, page, pageSize).map((record) =>
                editing === record.id ? (
                  <li key={record.id} className={records.editing}>
                    <FormSuspense>
                      <Form record={record} onDone={() => close('list')} />
                    </FormSuspense>
                  </li>
                ) : (
                  <li key={record.id}>
                    <Card record={record} onEdit={() => setEditing(record.id)} onDeleted={() => close('list')} />
                  </li>
                ),
              )}
            </ul>
            <AccountPagination total={all.length} pageSize={pageSize} />
          </>
        )}
      </ListState>
    </>
  )
}
