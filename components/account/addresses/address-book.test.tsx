import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withAccountProviders } from '@/components/form/testing'
import { ok } from '@/lib/http/result'
import { addressSchema } from '@/lib/shop-server/schemas/address'
import { AddressBook } from './address-book'

const FR = { id: 76, code: 'FR', name: 'France' }
const MQ = { id: 150, code: 'MQ', name: 'Martinique' }
const address = (fields: Record<string, unknown>) => addressSchema.parse({ street2: null, country: FR, ...fields })

const INVOICING = [
  address({
    id: 1001,
    name: 'Atelier Martin Rénovation',
    address_type: 'invoicing',
    street: '14 rue Paul Bert',
    zip: '69003',
    city: 'Lyon',
    main: true,
  }),
]
const DELIVERY = [
  address({
    id: 1101,
    name: 'Dépôt de Villeurbanne',
    address_type: 'delivery',
    street: '8 rue Francis de Pressensé',
    zip: '69100',
    city: 'Villeurbanne',
    access: { delete: true, update: true },
  }),
  address({
    id: 1102,
    name: 'Chantier lycée Schœlcher',
    address_type: 'delivery',
    street: '60 boulevard Robert Attuly',
    zip: '97200',
    city: 'Fort-de-France',
    country: MQ,
    access: { delete: true, update: true },
  }),
  address({
    id: 1103,
    name: 'Pressing des Brotteaux',
    address_type: 'delivery',
    street: null,
    zip: '69006',
    city: 'Lyon',
    is_dropoff_site: true,
    access: { delete: true, update: false },
  }),
]

const shopServer = {
  addresses: vi.fn(async (type: 'invoicing' | 'delivery') => ok(type === 'invoicing' ? INVOICING : DELIVERY, 200)),
  addressDelete: vi.fn(async () => ok(null, 204)),
}
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ customer: { id: 1001 }, shopServer })),
)

const REFERENCES = { countries: [FR, MQ], titles: [], states: [] }

beforeEach(() => vi.clearAllMocks())

async function renderBook() {
  render(withAccountProviders(<AddressBook references={REFERENCES} />))
  return screen.findByRole('region', { name: 'Adresses de livraison' })
}

describe('AddressBook', () => {
  it('lists both types and offers only the actions each address allows', async () => {
    const delivery = await renderBook()
    const invoicing = screen.getByRole('region', { name: 'Adresse de facturation' })
    expect(within(invoicing).getByText('Principale')).toBeInTheDocument()
    // The main address cannot be deleted (docs/product/account.md#addresses).
    expect(within(invoicing).queryByRole('button', { name: /Supprimer/ })).toBeNull()
    expect(
      within(invoicing).getByRole('button', { name: 'Modifier l’adresse « Atelier Martin Rénovation »' }),
    ).toBeInTheDocument()
    // The relay point may be dropped, not edited; it counts as valid (docs/product/account.md#valid-address) although it has no street.
    const relay = within(delivery).getByRole('article', { name: 'Pressing des Brotteaux' })
    expect(within(relay).queryByRole('button', { name: /Modifier/ })).toBeNull()
    expect(
      within(relay).getByRole('button', { name: 'Supprimer l’adresse « Pressing des Brotteaux »' }),
    ).toBeInTheDocument()
    expect(within(relay).queryByText('Incomplète')).toBeNull()
  })

  it('searches without regard to case or accents, and by type', async () => {
    await renderBook()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une adresse' }), 'LYCEE schoelcher')
    expect(screen.getByText('1 adresse affichée.')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Chantier lycée Schœlcher',
    ])
    expect(screen.getByText('Aucune adresse ne correspond à votre recherche.')).toBeInTheDocument()

    await userEvent.clear(screen.getByRole('searchbox'))
    await userEvent.type(screen.getByRole('searchbox'), 'lyon')
    await userEvent.selectOptions(screen.getByLabelText('Type d’adresse'), 'Livraison')
    expect(screen.queryByRole('region', { name: 'Adresse de facturation' })).toBeNull()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Pressing des Brotteaux',
    ])
  })

  it('asks before deleting, and deletes once confirmed', async () => {
    await renderBook()
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer l’adresse « Dépôt de Villeurbanne »' }))
    const question = screen.getByRole('group', {
      name: 'Supprimer définitivement l’adresse « Dépôt de Villeurbanne » ?',
    })
    expect(within(question).getByRole('button', { name: 'Oui, supprimer' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: /Supprimer définitivement/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Supprimer l’adresse « Dépôt de Villeurbanne »' })).toHaveFocus()
    expect(shopServer.addressDelete).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer l’adresse « Dépôt de Villeurbanne »' }))
    await userEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }))
    expect(await screen.findByText('L’adresse « Dépôt de Villeurbanne » a été supprimée.')).toBeInTheDocument()
    expect(shopServer.addressDelete).toHaveBeenCalledExactlyOnceWith('delivery', 1101)
    // The lists are read again after the deletion.
    await waitFor(() => expect(shopServer.addresses).toHaveBeenCalledTimes(4))
  })
})
