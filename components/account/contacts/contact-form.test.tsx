import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withAccountProviders } from '@/components/form/testing'
import { createShopServerClient } from '@/lib/shop-server/client'
import type { Contact } from '@/lib/shop-server/schemas/contact'
import { ContactForm } from './contact-form'

const AMINA: Contact = {
  id: 1210,
  firstname: 'Amina',
  lastname: 'Diallo',
  email: 'amina.diallo@exemple.fr',
  title: 'Mme',
  function: 'Agent d’entretien',
  phone: null,
  mobile: '+33 6 39 98 12 10',
  size_info: 'Blouse M, chaussures 38',
  agent_manager: false,
  auth_state: 'invited',
}

// The real client, so the test sees the request the shop server would receive.
const fetch = vi.fn<typeof globalThis.fetch>()
const shopServer = createShopServerClient(
  { baseUrl: 'https://shop.example/', timeoutMs: 1_000 },
  { fetch, hasUser: () => true },
)
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ customer: { id: 1003 }, shopServer })),
)

const sent = () => fetch.mock.calls.map(([url, init]) => [init?.method, String(url), JSON.parse(String(init?.body))])
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer le contact' }))

beforeEach(() => {
  fetch.mockReset()
  fetch.mockImplementation(async () => Response.json(AMINA))
})

describe('ContactForm', () => {
  it('creates a contact with what was filled in, nothing for the fields left blank', async () => {
    fetch.mockResolvedValue(
      Response.json({ ...AMINA, id: 1300, firstname: 'Léa', lastname: 'Dupont' }, { status: 201 }),
    )
    const onDone = vi.fn()
    render(withAccountProviders(<ContactForm onDone={onDone} />))
    await userEvent.type(screen.getByLabelText(/^Prénom/), 'Léa')
    await userEvent.type(screen.getByLabelText(/^Nom \*/), ' Dupont ')
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.dupont@exemple.fr')
    await userEvent.type(screen.getByLabelText(/^Tailles/), 'Veste M')
    await userEvent.click(screen.getByLabelText('Encadre d’autres agents'))
    await save()

    expect(await screen.findByText('Le contact Léa Dupont a été ajouté.')).toBeInTheDocument()
    expect(sent()).toEqual([
      [
        'POST',
        'https://shop.example/contacts',
        {
          firstname: 'Léa',
          lastname: 'Dupont',
          email: 'lea.dupont@exemple.fr',
          agent_manager: true,
          size_info: 'Veste M',
        },
      ],
    ])
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('needs a first name, a last name and a valid e-mail to create a contact, and sends nothing otherwise', async () => {
    render(withAccountProviders(<ContactForm onDone={vi.fn()} />))
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.dupont')
    await save()
    expect(await screen.findByLabelText(/^Prénom/)).toHaveAccessibleDescription('Le prénom est obligatoire.')
    expect(screen.getByLabelText(/^Nom \*/)).toHaveAccessibleDescription('Le nom est obligatoire.')
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription('L’adresse e-mail n’est pas valide.')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('updates a contact with its e-mail blanked, clearing only what the buyer emptied', async () => {
    render(withAccountProviders(<ContactForm contact={AMINA} onDone={vi.fn()} />))
    const email = screen.getByLabelText(/^Adresse e-mail/)
    expect(email).toHaveValue('amina.diallo@exemple.fr')
    expect(email).toHaveAttribute('readonly')
    expect(email).toHaveAccessibleDescription(
      'L’adresse e-mail identifie la personne : elle ne peut pas être modifiée.',
    )
    await userEvent.clear(screen.getByLabelText(/^Portable/))
    await save()

    expect(await screen.findByText('Le contact Amina Diallo a été modifié.')).toBeInTheDocument()
    expect(sent()).toEqual([
      [
        'POST',
        'https://shop.example/contacts/1210',
        {
          firstname: 'Amina',
          lastname: 'Diallo',
          email: '',
          agent_manager: false,
          title: 'Mme',
          function: 'Agent d’entretien',
          mobile: '',
          size_info: 'Blouse M, chaussures 38',
        },
      ],
    ])
  })

  it('shows the server’s refusal and keeps the form', async () => {
    fetch.mockResolvedValue(
      Response.json({ detail: 'Données invalides.', fields: { lastname: 'Le nom est trop long.' } }, { status: 422 }),
    )
    const onDone = vi.fn()
    render(withAccountProviders(<ContactForm contact={AMINA} onDone={onDone} />))
    await save()
    expect(await screen.findByLabelText(/^Nom \*/)).toHaveAccessibleDescription('Le nom est trop long.')
    expect(screen.getByRole('form').querySelector('[role="alert"]')).toHaveTextContent('Données invalides.')
    expect(onDone).not.toHaveBeenCalled()
  })
})
