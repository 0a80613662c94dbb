import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { AccountPagination } from './account-pagination'

const navigation = vi.hoisted(() => ({ search: '' }))
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/invoices',
  useSearchParams: () => new URLSearchParams(navigation.search),
}))

describe('AccountPagination', () => {
  it('links to the other pages and keeps the list’s filters', () => {
    navigation.search = 'state=posted&page=2'
    render(withShell(<AccountPagination total={35} />))
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(screen.getByText('Page 2').parentElement).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/account/invoices?state=posted')
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/account/invoices?state=posted&page=4',
    )
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/account/invoices?state=posted&page=3',
    )
  })

  it('shows nothing when everything fits on one page', () => {
    navigation.search = ''
    const { container } = render(withShell(<AccountPagination total={10} />))
    expect(container).toBeEmptyDOMElement()
  })
})
