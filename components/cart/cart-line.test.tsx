import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildCartView } from '@/lib/cart'
import type { CartViewLine } from '@/lib/cart/types'
import type { ViewTransaction } from '@/lib/cart/view'
import type { CartLine } from '@/lib/order-system/schemas/cart'
import { withShell } from '@/tests/shell'
import { CartLineItem } from './cart-line'
import { cartLine, serverCart } from './testing'

const VESTE = 'Veste softshell Atlas — L'
const spaces = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ')

function viewLine(lines: CartLine[], transactions: ViewTransaction[] = []): CartViewLine {
  const [line] = buildCartView(lines.length ? serverCart(lines) : null, transactions).lines
  if (!line) throw new Error('no line in the view')
  return line
}

function renderLine(line: CartViewLine) {
  const onStep = vi.fn()
  const onType = vi.fn()
  const onRemove = vi.fn()
  render(
    withShell(
      <ul>
        <CartLineItem line={line} onStep={onStep} onType={onType} onRemove={onRemove} />
      </ul>,
    ),
  )
  const item = screen.getByTestId('cart-line')
  /** The value printed for a term of the line's price list, e.g. "Prix unitaire HT". */
  const figure = (term: string) =>
    spaces(within(item).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent)
  return { item, onStep, onRemove, figure }
}

describe('CartLineItem', () => {
  it('shows the unit price before and after the discount, the rate, and the line total, in euros', () => {
    const line = cartLine({
      id: 7,
      product_id: 10007,
      name: 'Veste softshell Atlas — L',
      qty: 3,
      unit_price: { untaxed: 20, untaxed_with_discount: 18 },
      discount: { rate: 10, value: 6 },
      amount: { discount_total: 6, tax: 10.8, total: 64.8, untaxed: 54, total_without_discount: 60, price: 18 },
    })
    const { item, figure } = renderLine(viewLine([line]))
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent('Veste softshell Atlas — L')
    expect(figure('Prix unitaire HT')).toBe('20,00 €')
    expect(figure('Prix unitaire remisé HT')).toBe('18,00 €')
    expect(figure('Remise')).toBe('−10 %')
    expect(figure('Total HT')).toBe('54,00 €')
    expect(within(item).getByRole('spinbutton', { name: 'Quantité de Veste softshell Atlas — L' })).toHaveValue(3)
    expect(within(item).queryByRole('listitem')).toBeNull()
  })

  it('reads "Prix sur demande" for a zero price, never 0,00 €', () => {
    const { item, figure } = renderLine(viewLine([cartLine({ id: 8, product_id: 10031, qty: 2, price: 0 })]))
    expect(figure('Prix unitaire HT')).toBe('Prix sur demande')
    expect(figure('Total HT')).toBe('Prix sur demande')
    expect(item).not.toHaveTextContent('0,00')
  })

  it('flags a pending change, the quantity the stock cannot serve, and an obsolete product', () => {
    const line = cartLine({
      id: 9,
      product_id: 10036,
      qty: 5,
      qty_unavailable: 2,
      confirmable: false,
      product_state: { code: 'obsolete' },
    })
    const { item, figure } = renderLine(viewLine([line], [{ productId: 10036, qty: 1 }]))
    const badges = within(item)
      .getAllByRole('listitem')
      .map((badge) => badge.textContent)
    expect(badges).toEqual(['En attente d’envoi', '2 indisponibles', 'Produit obsolète : ne peut pas être commandé'])
    // The total follows the quantity shown (6), not the one the order system priced (5).
    expect(figure('Total HT')).toBe('60,00 €')
  })

  it('shows a line the order system has not seen yet from what was noted when adding it', () => {
    const line = viewLine(
      [],
      [
        {
          productId: 10007,
          qty: 2,
          product: {
            name: VESTE,
            sku: 'VSA-L',
            href: '/veste-softshell-atlas?sku=VSA-L',
            image: '/veste.jpg',
            price: 38.98,
          },
        },
      ],
    )
    const { item, figure } = renderLine(line)
    expect(within(item).getByRole('link', { name: VESTE })).toHaveAttribute('href', '/veste-softshell-atlas?sku=VSA-L')
    expect(item.querySelector('img')).toHaveAttribute('src', '/veste.jpg')
    expect(item).toHaveTextContent('Réf. VSA-L')
    expect(within(item).getByText('En attente d’envoi')).toBeInTheDocument()
    expect(figure('Total HT')).toBe('77,96 €')
  })

  it('names its variant options', () => {
    const line = cartLine({ id: 10, product_id: 10012, qty: 1, options: { taille: 'XL', marquage: 'Mairie' } })
    const { item } = renderLine(viewLine([line]))
    expect(item).toHaveTextContent('taille : XL · marquage : Mairie')
  })

  it('asks for one less from the stepper, and to remove what it shows from its button', async () => {
    const { item, onStep, onRemove } = renderLine(
      viewLine([cartLine({ id: 11, product_id: 10001, name: 'Gants nitrile', qty: 1 })]),
    )
    await userEvent.click(within(item).getByRole('button', { name: 'Diminuer la quantité' }))
    expect(onStep).toHaveBeenCalledWith(-1)
    await userEvent.click(within(item).getByRole('button', { name: 'Supprimer Gants nitrile du panier' }))
    expect(onRemove.mock.calls).toEqual([[1]])
  })
})
