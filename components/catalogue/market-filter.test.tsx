import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parseListingParams } from '@/lib/catalogue/search-params'
import { withShell } from '@/tests/shell'
import { MarketFilter } from './market-filter'

const mocks = vi.hoisted(() => ({
  market: null as string | null,
  replace: vi.fn(),
}))
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: mocks.replace, push: vi.fn() }) }))
vi.mock('@/components/product/use-buyer-catalogue', () => ({
  useBuyerCatalogue: () => ({ prices: undefined, taxIncluded: false, market: mocks.market }),
}))
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}))

const MARKET = 'MARCHE-2025-014'

function renderFilter(query: Record<string, string> = {}, basePath = '/gants') {
  return render(withShell(<MarketFilter state={parseListingParams(query)} basePath={basePath} />))
}

beforeEach(() => {
  mocks.market = null
  mocks.replace.mockReset()
  window.sessionStorage.clear()
})

describe('MarketFilter', () => {
  it('does nothing for a buyer without a market', () => {
    renderFilter()
    expect(mocks.replace).not.toHaveBeenCalled()
    expect(screen.queryByTestId('market-filter')).toBeNull()
  })

  it('makes the market the default filter of a listing, keeping the rest of the URL', () => {
    mocks.market = MARKET
    renderFilter({ marque: 'Nordik', page: '3' })
    expect(mocks.replace).toHaveBeenCalledWith(`/gants?marque=Nordik&marche=${MARKET}`, { scroll: false })
  })

  it('shows the filter with a way to the whole catalogue, and remembers that choice for the session', async () => {
    mocks.market = MARKET
    const { unmount } = renderFilter({ marche: MARKET, tri: 'nom' })
    expect(mocks.replace).not.toHaveBeenCalled()
    const notice = screen.getByTestId('market-filter')
    expect(notice).toHaveTextContent(`Catalogue filtré sur votre marché ${MARKET}`)
    const all = screen.getByRole('link', { name: 'Voir tout le catalogue' })
    expect(all).toHaveAttribute('href', '/gants?tri=nom')
    await userEvent.click(all)
    unmount()

    renderFilter({}, '/discount')
    expect(mocks.replace).not.toHaveBeenCalled()
    expect(screen.queryByTestId('market-filter')).toBeNull()
  })
})
