import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, httpError, ok, type Result } from '@/lib/http/result'
import type { LeadChoices } from '@/lib/leads/choices'
import { LEAD_FILE_MAX_BYTES, type LeadResponse } from '@/lib/shop-server/schemas/lead'
import { withShell } from '@/tests/shell'
import { LeadForm } from './lead-form'

const shopServer = { leads: vi.fn<(body: FormData) => Promise<Result<LeadResponse>>>() }
vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ shopServer })),
)

const CHOICES: LeadChoices = {
  subjects: ['Demande de devis', 'Question sur un produit', 'Autre'],
  countries: [
    { id: 76, code: 'FR', name: 'France' },
    { id: 87, code: 'GP', name: 'Guadeloupe' },
  ],
  defaultCountryId: 76,
}
const SENT: LeadResponse = {
  size: 1,
  data: [
    {
      id: 1,
      subject: 'Autre',
      email: 'lea.dupont@exemple.fr',
      name: 'Léa Dupont',
      phone: null,
      mobile: null,
      company: null,
      street: null,
      street2: null,
      zip: null,
      city: null,
      country: null,
      description: 'Bonjour',
      attachments: [],
    },
  ],
}
const RULES = 'PDF, PNG ou JPEG, 5 Mo maximum'
const PDF_BYTES = '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'
const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

// A visitor can pick any file through "all files": `accept` is a hint the browser does not enforce.
const user = () => userEvent.setup({ applyAccept: false })
const submitButton = () => screen.getByRole('button', { name: 'Envoyer ma demande' })

async function fillRequired(u: ReturnType<typeof user>) {
  await u.selectOptions(screen.getByLabelText(/^Objet/), 'Question sur un produit')
  await u.type(screen.getByLabelText(/^Nom et prénom/), 'Léa Dupont')
  await u.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.dupont@exemple.fr')
  await u.type(screen.getByLabelText(/^Message/), 'Vingt blousons en taille L, livrés à Lyon.')
}

function sentData(call = 0): Record<string, unknown> {
  const body = shopServer.leads.mock.calls[call]![0]
  return JSON.parse(body.get('data') as string) as Record<string, unknown>
}

beforeEach(() => vi.clearAllMocks())

describe('LeadForm', () => {
  it('explains each missing field in French next to it, focuses the first, and sends nothing', async () => {
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await u.click(submitButton())
    expect(await screen.findByText('L’objet est obligatoire.')).toBeVisible()
    expect(screen.getByText('Le nom est obligatoire.')).toBeVisible()
    expect(screen.getByText('L’adresse e-mail est obligatoire.')).toBeVisible()
    expect(screen.getByText('Le message est obligatoire.')).toBeVisible()
    const subject = screen.getByLabelText(/^Objet/)
    expect(subject).toHaveAttribute('aria-invalid', 'true')
    expect(subject).toHaveAccessibleDescription('L’objet est obligatoire.')
    expect(subject).toHaveFocus()
    expect(shopServer.leads).not.toHaveBeenCalled()
  })

  it('checks the e-mail and the postal code formats', async () => {
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    await u.clear(screen.getByLabelText(/^Adresse e-mail/))
    await u.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.dupont')
    await u.type(screen.getByLabelText(/^Code postal/), '6900')
    await u.click(submitButton())
    expect(await screen.findByText('L’adresse e-mail n’est pas valide.')).toBeVisible()
    expect(screen.getByText('Le code postal doit comporter 5 chiffres.')).toBeVisible()
    expect(shopServer.leads).not.toHaveBeenCalled()
  })

  it('sends the lead as multipart with its file, the reference heading the message', async () => {
    shopServer.leads.mockResolvedValue(ok(SENT, 201))
    const u = user()
    render(
      withShell(
        <LeadForm
          choices={CHOICES}
          defaultSubject="Demande de devis"
          reference="Produit concerné : Blouson (référence : VH-1)"
        />,
      ),
    )
    expect(screen.getByLabelText(/^Objet/)).toHaveValue('Demande de devis')
    expect(screen.getByLabelText(/^Pays/)).toHaveValue('76')
    await u.type(screen.getByLabelText(/^Nom et prénom/), 'Léa Dupont')
    await u.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.dupont@exemple.fr')
    await u.type(screen.getByLabelText(/^Message/), 'Vingt blousons.')
    await u.upload(
      screen.getByLabelText(/^Pièce jointe/),
      new File([PDF_BYTES], 'cahier.pdf', { type: 'application/pdf' }),
    )
    await u.click(submitButton())

    expect(await screen.findByRole('status')).toHaveTextContent('Demande envoyée.')
    expect(screen.getByRole('status')).toHaveFocus()
    expect(shopServer.leads).toHaveBeenCalledOnce()
    expect(sentData()).toMatchObject({
      subject: 'Demande de devis',
      name: 'Léa Dupont',
      email: 'lea.dupont@exemple.fr',
      country: 76,
      description: 'Produit concerné : Blouson (référence : VH-1)\n\nVingt blousons.',
    })
    expect((shopServer.leads.mock.calls[0]![0].get('files') as File).name).toBe('cahier.pdf')

    // Another request starts from an empty form, the preset subject kept.
    await u.click(screen.getByRole('button', { name: 'Envoyer une autre demande' }))
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveValue('')
    expect(screen.getByLabelText(/^Objet/)).toHaveValue('Demande de devis')
    expect(screen.getByLabelText(/^Pièce jointe/)).toHaveValue('')
  })

  it('refuses a file whose content is not what its name says, before sending', async () => {
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    const input = screen.getByLabelText(/^Pièce jointe/)
    await u.upload(input, new File([PNG_BYTES], 'devis.pdf', { type: 'application/pdf' }))
    const message = `Ce type de fichier n’est pas accepté (${RULES}).`
    expect(await screen.findByText(message)).toBeVisible()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await u.click(submitButton())
    await waitFor(() => expect(input).toHaveFocus())
    expect(shopServer.leads).not.toHaveBeenCalled()
  })

  it('refuses an executable', async () => {
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    await u.upload(
      screen.getByLabelText(/^Pièce jointe/),
      new File(['MZ'], 'outil.exe', { type: 'application/x-msdownload' }),
    )
    await u.click(submitButton())
    expect(await screen.findByText(`Ce type de fichier n’est pas accepté (${RULES}).`)).toBeVisible()
    expect(shopServer.leads).not.toHaveBeenCalled()
  })

  it('refuses a file over the size limit, before sending', async () => {
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    const big = new File([PDF_BYTES, new Uint8Array(LEAD_FILE_MAX_BYTES + 1 - PDF_BYTES.length)], 'gros.pdf', {
      type: 'application/pdf',
    })
    expect(big.size).toBeGreaterThan(LEAD_FILE_MAX_BYTES)
    await u.upload(screen.getByLabelText(/^Pièce jointe/), big)
    await u.click(submitButton())
    expect(await screen.findByText(`Le fichier est trop volumineux (${RULES}).`)).toBeVisible()
    expect(shopServer.leads).not.toHaveBeenCalled()
  })

  it('sends once when the button is clicked twice', async () => {
    let answer: (result: Result<LeadResponse>) => void = () => undefined
    shopServer.leads.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    await u.dblClick(submitButton())
    await u.keyboard('{Enter}')
    await waitFor(() => expect(shopServer.leads).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled()
    answer(ok(SENT, 201))
    expect(await screen.findByRole('status')).toBeVisible()
    expect(shopServer.leads).toHaveBeenCalledOnce()
  })

  it('keeps every typed value when the server does not answer', async () => {
    shopServer.leads.mockResolvedValue(fail({ kind: 'network', message: 'Failed to fetch', retryable: true }))
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    await u.type(screen.getByLabelText(/^Ville/), 'Lyon')
    await u.upload(screen.getByLabelText(/^Pièce jointe/), new File([PDF_BYTES], 'cahier.pdf'))
    await u.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur ne répond pas pour le moment.')
    expect(screen.getByLabelText(/^Objet/)).toHaveValue('Question sur un produit')
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveValue('Léa Dupont')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Vingt blousons en taille L, livrés à Lyon.')
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('Lyon')
    expect((screen.getByLabelText(/^Pièce jointe/) as HTMLInputElement).files?.[0]?.name).toBe('cahier.pdf')
    expect(submitButton()).toBeEnabled()

    // A 5xx is the same for the visitor: try again later.
    shopServer.leads.mockResolvedValue(fail(httpError(503, { detail: 'Service indisponible.' })))
    await u.click(submitButton())
    await waitFor(() => expect(shopServer.leads).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur ne répond pas pour le moment.')
  })

  it("shows the shop server's message when it throttles the visitor", async () => {
    shopServer.leads.mockResolvedValue(
      fail(httpError(429, { detail: 'Trop de demandes envoyées. Réessayez dans quelques minutes.' })),
    )
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    await u.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de demandes envoyées. Réessayez dans quelques minutes.',
    )
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveValue('Léa Dupont')
  })

  it("puts the server's field messages next to their fields", async () => {
    shopServer.leads.mockResolvedValue(
      fail(
        httpError(422, {
          detail: 'Ce pays n’est pas proposé.',
          fields: { country: 'Ce pays n’est pas proposé.', files: `Ce type de fichier n’est pas accepté (${RULES}).` },
        }),
      ),
    )
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    await u.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce pays n’est pas proposé.')
    const country = screen.getByLabelText(/^Pays/)
    expect(country).toHaveAttribute('aria-invalid', 'true')
    expect(country).toHaveAccessibleDescription('Ce pays n’est pas proposé.')
    expect(country).toHaveFocus()
    expect(screen.getByLabelText(/^Pièce jointe/)).toHaveAccessibleDescription(
      `Un seul fichier : ${RULES}. Ce type de fichier n’est pas accepté (${RULES}).`,
    )
  })

  it('shows the file message of a 413', async () => {
    shopServer.leads.mockResolvedValue(fail(httpError(413, { detail: `Le fichier est trop volumineux (${RULES}).` })))
    const u = user()
    render(withShell(<LeadForm choices={CHOICES} />))
    await fillRequired(u)
    await u.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Le fichier est trop volumineux')
    expect(screen.getByLabelText(/^Pièce jointe/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('works without settings: the catch-all subject and no country', async () => {
    shopServer.leads.mockResolvedValue(ok(SENT, 201))
    const u = user()
    render(withShell(<LeadForm choices={{ subjects: ['Autre'], countries: [], defaultCountryId: null }} />))
    expect(screen.queryByLabelText(/^Pays/)).toBeNull()
    await u.selectOptions(screen.getByLabelText(/^Objet/), 'Autre')
    await u.type(screen.getByLabelText(/^Nom et prénom/), 'Léa Dupont')
    await u.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.dupont@exemple.fr')
    await u.type(screen.getByLabelText(/^Message/), 'Bonjour')
    await u.click(submitButton())
    expect(await screen.findByRole('status')).toBeVisible()
    expect(sentData()).toMatchObject({ subject: 'Autre', country: null })
  })
})
