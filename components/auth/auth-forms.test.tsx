import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, httpError, ok } from '@/lib/http/result'
import { withShell } from '@/tests/shell'
import { PasswordLoginForm } from './password-login-form'
import { RegisterForm } from './register-form'
import { SetNewPasswordForm } from './set-new-password-form'

const orderSystem = {
  register: vi.fn(),
  login: vi.fn(),
  setPassword: vi.fn(),
}
const session = { adoptShopSession: vi.fn(async () => true) }
const router = { replace: vi.fn() }

vi.mock('@/components/auth/session-provider', async () =>
  (await import('@/components/auth/testing')).fakeSessionModule(() => ({ status: 'loading', orderSystem, session })),
)
vi.mock('next/navigation', () => ({ useRouter: () => router }))

beforeEach(() => vi.clearAllMocks())

describe('RegisterForm', () => {
  it('explains each missing field in French and calls nothing', async () => {
    render(withShell(<RegisterForm />))
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByText('Le nom est obligatoire.')).toBeVisible()
    expect(screen.getByText('L’adresse e-mail est obligatoire.')).toBeVisible()
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeVisible()
    expect(screen.getByLabelText(/Nom et prénom/)).toHaveAttribute('aria-invalid', 'true')
    expect(orderSystem.register).not.toHaveBeenCalled()
  })

  it('does not register without a password, nor with a bad address', async () => {
    render(withShell(<RegisterForm />))
    await userEvent.type(screen.getByLabelText(/Nom et prénom/), 'Léa Dupont')
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'lea.dupont')
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByText('L’adresse e-mail n’est pas valide.')).toBeVisible()
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeVisible()
    expect(orderSystem.register).not.toHaveBeenCalled()
  })

  it('registers and tells where the validation e-mail went', async () => {
    orderSystem.register.mockResolvedValue(ok({ login: 'lea.dupont@exemple.fr', mail_verified: false }, 201))
    render(withShell(<RegisterForm />))
    await userEvent.type(screen.getByLabelText(/Nom et prénom/), 'Léa Dupont')
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'Lea.Dupont@exemple.fr')
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'motdepasse-solide')
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByRole('status')).toHaveTextContent('lea.dupont@exemple.fr')
    expect(orderSystem.register).toHaveBeenCalledWith({
      name: 'Léa Dupont',
      login: 'lea.dupont@exemple.fr',
      password: 'motdepasse-solide',
    })
  })

  it("shows the server's messages when the address is taken", async () => {
    orderSystem.register.mockResolvedValue(
      fail(
        httpError(409, {
          detail: 'Un compte existe déjà avec cette adresse e-mail.',
          fields: { login: 'Adresse déjà utilisée.' },
        }),
      ),
    )
    render(withShell(<RegisterForm />))
    await userEvent.type(screen.getByLabelText(/Nom et prénom/), 'Claire Martin')
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'claire.martin@exemple.fr')
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'demo12345')
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Un compte existe déjà avec cette adresse e-mail.')
    expect(screen.getByText('Adresse déjà utilisée.')).toBeVisible()
  })
})

describe('PasswordLoginForm', () => {
  async function submit() {
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'claire.martin@exemple.fr')
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'pas-le-bon')
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter avec mon mot de passe' }))
  }

  it('treats a 403 as no user: no error, the password is cleared', async () => {
    orderSystem.login.mockResolvedValue(ok(null, 403))
    render(withShell(<PasswordLoginForm target="/account" />))
    await submit()
    expect(await screen.findByRole('status')).toHaveTextContent('Identifiant ou mot de passe incorrect.')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText(/Mot de passe/)).toHaveValue('')
    expect(session.adoptShopSession).not.toHaveBeenCalled()
    expect(router.replace).not.toHaveBeenCalled()
  })

  it("shows the server's message for any other failure", async () => {
    orderSystem.login.mockResolvedValue(fail(httpError(423, { detail: 'Compte bloqué, contactez-nous.' })))
    render(withShell(<PasswordLoginForm target="/account" />))
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Compte bloqué, contactez-nous.')
  })

  it('adopts the shop session and goes to the target', async () => {
    orderSystem.login.mockResolvedValue(ok({ id: 1001 }, 200))
    render(withShell(<PasswordLoginForm target="/account/sales" />))
    await submit()
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/account/sales'))
    expect(session.adoptShopSession).toHaveBeenCalledOnce()
  })

  it('asks for both fields in French before calling', async () => {
    render(withShell(<PasswordLoginForm target="/" />))
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter avec mon mot de passe' }))
    expect(await screen.findByText('L’identifiant est obligatoire.')).toBeVisible()
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeVisible()
    expect(orderSystem.login).not.toHaveBeenCalled()
  })
})

describe('SetNewPasswordForm', () => {
  it('asks for a long enough password, typed twice the same', async () => {
    render(withShell(<SetNewPasswordForm token="jeton" />))
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'court')
    await userEvent.type(screen.getByLabelText(/Confirmez/), 'court')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeVisible()

    await userEvent.type(screen.getByLabelText(/^Mot de passe/), '-mais-long')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(await screen.findByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible()
    expect(orderSystem.setPassword).not.toHaveBeenCalled()
  })

  it('sends the token with the new password, and explains an expired link', async () => {
    orderSystem.setPassword.mockResolvedValue(
      fail(httpError(400, { detail: 'Ce lien n’est plus valable. Faites une nouvelle demande.' })),
    )
    render(withShell(<SetNewPasswordForm token="jeton" />))
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'nouveau-secret')
    await userEvent.type(screen.getByLabelText(/Confirmez/), 'nouveau-secret')
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable.')
    expect(orderSystem.setPassword).toHaveBeenCalledWith({ token: 'jeton', password: 'nouveau-secret' })
    expect(screen.getByRole('link', { name: 'Faire une nouvelle demande' })).toHaveAttribute(
      'href',
      '/account/password-reset',
    )
  })

  it('explains a link without a token', () => {
    render(withShell(<SetNewPasswordForm token="" />))
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien est incomplet.')
  })
})
