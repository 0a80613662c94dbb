import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withAccountProviders } from '@/components/form/testing'
import { fail, httpError, ok } from '@/lib/http/result'
import { addressSchema, type Address } from '@/lib/shop-server/schemas/address'
import { AddressForm } from './address-form'

const shopServer = {
  addressCreate: vi.fn(),
  addressUpdate: vi.fn(),
}
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ customer: { id: 1001 }, shopServer })),
)

const REFERENCES = {
  countries: [
    { id: 76, code: 'FR', name: 'France' },
    { id: 150, code: 'MQ', name: 'Martinique' },
  ],
  titles: [{ id: 3, name: 'Société' }],
  states: [],
}

const LESQUIN: Address = addressSchema.parse({
  id: 1201,
  name: 'Entrepôt de Lesquin',
  title: { id: 3, name: 'Société' },
  address_type: 'delivery',
  street: '5 rue des Saules',
  street2: 'Zone d’activités du Fretin',
  zip: '59810',
  city: 'Lesquin',
  country: { id: 76, code: 'FR', name: 'France' },
  phone: '+33 3 99 00 10 13',
  access: { delete: true, update: true },
})

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }))

beforeEach(() => vi.clearAllMocks())

describe('AddressForm', () => {
  it('refuses an invalid address with French messages on the right fields, and sends nothing', async () => {
    const onDone = vi.fn()
    render(withAccountProviders(<AddressForm references={REFERENCES} onDone={onDone} />))
    await userEvent.type(screen.getByLabelText(/^Adresse \*/), '   ')
    await userEvent.type(screen.getByLabelText(/^Code postal/), '5981')
    await save()

    expect(await screen.findByLabelText(/^Nom ou raison sociale/)).toHaveAccessibleDescription(
      'Le nom est obligatoire.',
    )
    expect(screen.getByLabelText(/^Adresse \*/)).toHaveAccessibleDescription('L’adresse est obligatoire.')
    expect(screen.getByLabelText(/^Code postal/)).toHaveAccessibleDescription(
      'Le code postal doit comporter 5 chiffres.',
    )
    expect(screen.getByLabelText(/^Ville/)).toHaveAccessibleDescription('La ville est obligatoire.')
    expect(screen.getByLabelText(/^Nom ou raison sociale/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Complément d’adresse/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText(/^Nom ou raison sociale/)).toHaveFocus()
    expect(shopServer.addressCreate).not.toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('creates an address of the chosen type with the exact payload the shop server takes', async () => {
    shopServer.addressCreate.mockResolvedValue(ok({ ...LESQUIN, id: 1300, name: 'Agence de Fort-de-France' }, 201))
    const onDone = vi.fn()
    render(withAccountProviders(<AddressForm references={REFERENCES} onDone={onDone} />))
    await userEvent.click(screen.getByRole('radio', { name: 'Facturation' }))
    await userEvent.type(screen.getByLabelText(/^Nom ou raison sociale/), '  Agence de Fort-de-France ')
    await userEvent.type(screen.getByLabelText(/^Adresse \*/), '60 boulevard Robert Attuly')
    await userEvent.type(screen.getByLabelText(/^Code postal/), '97200')
    await userEvent.type(screen.getByLabelText(/^Ville/), 'Fort-de-France')
    await userEvent.selectOptions(screen.getByLabelText(/^Pays/), 'Martinique')
    await userEvent.type(screen.getByLabelText(/^Portable/), '+33 6 39 98 10 01')
    await save()

    expect(await screen.findByText('L’adresse « Agence de Fort-de-France » a été ajoutée.')).toBeInTheDocument()
    expect(shopServer.addressCreate).toHaveBeenCalledExactlyOnceWith('invoicing', {
      name: 'Agence de Fort-de-France',
      street: '60 boulevard Robert Attuly',
      street2: null,
      zip: '97200',
      city: 'Fort-de-France',
      phone: null,
      mobile: '+33 6 39 98 10 01',
      email: null,
      vat: null,
      state_id: null,
      country_id: 150,
    })
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('updates an address with every field of the payload, its country and title included', async () => {
    shopServer.addressUpdate.mockResolvedValue(ok(LESQUIN, 200))
    render(withAccountProviders(<AddressForm address={LESQUIN} references={REFERENCES} onDone={vi.fn()} />))
    expect(screen.getByRole('heading', { name: 'Modifier l’adresse « Entrepôt de Lesquin »' })).toHaveFocus()
    // Edited addresses keep their type: the choice is only offered for a new one.
    expect(screen.queryByRole('radio')).toBeNull()
    await userEvent.clear(screen.getByLabelText(/^Complément d’adresse/))
    await userEvent.type(screen.getByLabelText(/^Numéro de TVA/), 'FR19823456789')
    await save()

    expect(await screen.findByText('L’adresse « Entrepôt de Lesquin » a été modifiée.')).toBeInTheDocument()
    expect(shopServer.addressUpdate).toHaveBeenCalledExactlyOnceWith('delivery', 1201, {
      name: 'Entrepôt de Lesquin',
      street: '5 rue des Saules',
      street2: null,
      zip: '59810',
      city: 'Lesquin',
      phone: '+33 3 99 00 10 13',
      mobile: null,
      email: null,
      vat: 'FR19823456789',
      state_id: null,
      country_id: 76,
      title_id: 3,
    })
  })

  it('shows the shop server’s refusal on the field it names, and keeps the form open', async () => {
    shopServer.addressUpdate.mockResolvedValue(
      fail(
        httpError(422, { detail: 'Ce pays n’est pas proposé.', fields: { country_id: 'Ce pays n’est pas proposé.' } }),
      ),
    )
    const onDone = vi.fn()
    render(withAccountProviders(<AddressForm address={LESQUIN} references={REFERENCES} onDone={onDone} />))
    await save()

    expect(await screen.findByLabelText(/^Pays/)).toHaveAccessibleDescription('Ce pays n’est pas proposé.')
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent('Ce pays n’est pas proposé.')
    expect(onDone).not.toHaveBeenCalled()
  })
})
