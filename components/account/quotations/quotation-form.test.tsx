import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationsProvider } from '@/components/notifications'
import { RECEIPT_FILE_MAX_BYTES } from '@/lib/account/receipt-file'
import { fail, httpError, ok } from '@/lib/http/result'
import { quotationSchema, type Quotation } from '@/lib/order-system/schemas/quotation'
import { withShell } from '@/tests/shell'
import { QuotationForm } from './quotation-form'

const money = { discount_total: 0, tax: 20, total: 120, untaxed: 100, total_without_discount: 100 }
function quotation(fields: Partial<Quotation> = {}): Quotation {
  return quotationSchema.parse({
    id: 31,
    name: 'S00031',
    date_order: '2026-03-02T09:00:00+00:00',
    state: 'estimated',
    note: null,
    client_order_ref: 'BC-2026-0100',
    ej_number: null,
    suite_name: null,
    invoicing: { address: null },
    invoices: [],
    lines: [],
    amount: money,
    delivery: { address: null, amount: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickings: [] },
    payment: null,
    receipt_file: null,
    ...fields,
  })
}

const orderSystem = { quotationUpdate: vi.fn(), quotationConfirm: vi.fn() }
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ customer: { id: 1004 }, orderSystem })),
)

const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

beforeEach(() => {
  vi.clearAllMocks()
  orderSystem.quotationUpdate.mockImplementation(async (_id: number, input: object) => ok(quotation(input), 200))
  orderSystem.quotationConfirm.mockImplementation(async () =>
    ok(quotation({ state: 'pending', ej_number: '2026EJ004501', receipt_file: { name: 'bon.pdf', size: 8 } }), 200),
  )
})

function setup(fields: Partial<Quotation> = {}) {
  const onConfirmed = vi.fn()
  const queryClient = new QueryClient()
  render(
    withShell(
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <QuotationForm quotation={quotation(fields)} onConfirmed={onConfirmed} />
        </NotificationsProvider>
      </QueryClientProvider>,
    ),
  )
  // The file picker's `accept` is only a hint: the check must hold against whatever is chosen.
  return { onConfirmed, user: userEvent.setup({ applyAccept: false }) }
}

const receipt = () => screen.getByLabelText('Bon de commande (facultatif)')
const confirm = () => screen.getByRole('button', { name: 'Confirmer le devis' })

describe('QuotationForm: confirming with a purchase order', () => {
  it.each([
    [
      'a file that is not a PDF or an image',
      new File(['PK\u0003\u0004'], 'bon.docx'),
      'Ce fichier n’est ni un PDF ni une image PNG ou JPEG : choisissez un autre fichier.',
    ],
    [
      'an image named as a PDF',
      new File([PNG], 'bon.pdf'),
      'Ce fichier n’est ni un PDF ni une image PNG ou JPEG : choisissez un autre fichier.',
    ],
    [
      'a PDF over 5 Mo',
      new File([PDF, new Uint8Array(RECEIPT_FILE_MAX_BYTES)], 'bon.pdf'),
      'Ce fichier dépasse 5 Mo : choisissez un fichier plus léger.',
    ],
  ])('refuses %s in French and sends nothing', async (_, file, message) => {
    const { user, onConfirmed } = setup()
    await user.upload(receipt(), file)
    await user.click(confirm())
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(receipt()).toHaveAttribute('aria-invalid', 'true')
    expect(receipt()).toHaveFocus()
    expect(orderSystem.quotationConfirm).not.toHaveBeenCalled()
    expect(onConfirmed).not.toHaveBeenCalled()
  })

  it('sends the references and a real PDF, then hands over the order', async () => {
    const { user, onConfirmed } = setup()
    await user.type(screen.getByLabelText(/N° d’engagement juridique/), ' 2026EJ004501 ')
    const file = new File([PDF, '\n%%EOF'], 'bon.pdf', { type: 'application/pdf' })
    await user.upload(receipt(), file)
    await user.click(confirm())
    await waitFor(() =>
      expect(onConfirmed).toHaveBeenCalledWith(
        expect.objectContaining({ state: 'pending', ej_number: '2026EJ004501' }),
      ),
    )
    expect(orderSystem.quotationConfirm).toHaveBeenCalledExactlyOnceWith(31, {
      client_order_ref: 'BC-2026-0100',
      ej_number: '2026EJ004501',
      receipt: file,
    })
  })

  it('confirms without a file, and shows the server’s refusal', async () => {
    orderSystem.quotationConfirm.mockResolvedValueOnce(
      fail(
        httpError(400, {
          detail: 'Ce devis est encore en cours de chiffrage : vous pourrez le confirmer dès qu’il sera chiffré.',
        }),
      ),
    )
    const { user, onConfirmed } = setup()
    await user.click(confirm())
    expect(await screen.findByText(/^Ce devis est encore en cours de chiffrage/)).toHaveAttribute('role', 'alert')
    expect(orderSystem.quotationConfirm).toHaveBeenCalledWith(31, {
      client_order_ref: 'BC-2026-0100',
      ej_number: '',
      receipt: null,
    })
    expect(onConfirmed).not.toHaveBeenCalled()
  })

  it('offers no confirmation while the quotation is being priced', () => {
    setup({ state: 'estimating' })
    expect(screen.queryByRole('button', { name: 'Confirmer le devis' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Bon de commande (facultatif)')).not.toBeInTheDocument()
  })
})

describe('QuotationForm: references', () => {
  it('saves the trimmed references', async () => {
    const { user } = setup({ state: 'estimating' })
    const ref = screen.getByLabelText('Votre référence de commande')
    await user.clear(ref)
    await user.type(ref, '  CHANTIER-12 ')
    await user.click(screen.getByRole('button', { name: 'Enregistrer les références' }))
    await waitFor(() =>
      expect(orderSystem.quotationUpdate).toHaveBeenCalledWith(31, { client_order_ref: 'CHANTIER-12', ej_number: '' }),
    )
    expect(await screen.findByText('Vos références sont enregistrées.')).toBeInTheDocument()
  })

  it('refuses a reference over 64 characters before sending', async () => {
    const { user } = setup()
    const ref = screen.getByLabelText('Votre référence de commande')
    ref.removeAttribute('maxlength')
    await user.clear(ref)
    await user.type(ref, 'x'.repeat(65))
    await user.click(screen.getByRole('button', { name: 'Enregistrer les références' }))
    expect(await screen.findByText('La référence ne doit pas dépasser 64 caractères.')).toBeInTheDocument()
    expect(orderSystem.quotationUpdate).not.toHaveBeenCalled()
  })
})
