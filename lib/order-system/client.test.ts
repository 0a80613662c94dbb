import { describe, expect, it, vi } from 'vitest'
import { createOrderSystemClient } from './client'
import { serverFieldErrors, serverMessage } from './errors'

function client(answer: () => Response, hasUser = false) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer())
  const onUnauthorized = vi.fn()
  const orderSystem = createOrderSystemClient(
    { baseUrl: 'https://erp.example/', timeoutMs: 1_000 },
    { fetch, hasUser: () => hasUser, onUnauthorized },
  )
  return { orderSystem, fetch, onUnauthorized }
}

const PROFILE = { id: 1001, name: 'Claire Martin', login: 'claire.martin@exemple.fr', role: 'pro' }

describe('createOrderSystemClient: password flows', () => {
  it('registers only when name, login and password are all present (spec §5)', async () => {
    const { orderSystem, fetch } = client(() => Response.json({ login: 'a@b.fr', mail_verified: false }, { status: 201 }))
    expect(await orderSystem.register({ name: 'A', login: 'a@b.fr' })).toBeNull()
    expect(await orderSystem.register({ name: '  ', login: 'a@b.fr', password: 'motdepasse' })).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    expect(await orderSystem.register({ name: 'A', login: 'a@b.fr', password: 'motdepasse' })).toMatchObject({
      ok: true,
      data: { login: 'a@b.fr', mail_verified: false },
    })
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ name: 'A', login: 'a@b.fr', password: 'motdepasse' })
  })

  it('turns a 403 on login into no user, without an error', async () => {
    const { orderSystem } = client(() => Response.json({ detail: 'Identifiant ou mot de passe incorrect.' }, { status: 403 }))
    expect(await orderSystem.login({ login: 'x@y.fr', password: 'non' })).toEqual({ ok: true, data: null, status: 403 })
  })

  it("keeps the server's message for any other login failure", async () => {
    const { orderSystem } = client(() => Response.json({ detail: 'Compte bloqué, contactez-nous.' }, { status: 423 }))
    const result = await orderSystem.login({ login: 'x@y.fr', password: 'non' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(serverMessage(result.error)).toBe('Compte bloqué, contactez-nous.')
  })

  it('logs in with credentials included, so the session cookie is kept', async () => {
    const { orderSystem, fetch } = client(() => Response.json(PROFILE))
    expect(await orderSystem.login({ login: 'claire.martin@exemple.fr', password: 'demo1234' })).toMatchObject({ ok: true, data: { id: 1001 } })
    expect(fetch.mock.calls[0]![1]?.credentials).toBe('include')
  })

  it('posts the token flows to their paths', async () => {
    const { orderSystem, fetch } = client(() => Response.json({}))
    await orderSystem.requestPasswordReset({ login: 'a@b.fr' })
    await orderSystem.validateEmail({ token: 't1' })
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://erp.example/auth/request_reset_password',
      'https://erp.example/auth/validate_email',
    ])
  })

  it('gives the field messages of a refused payload', async () => {
    const { orderSystem } = client(() =>
      Response.json({ detail: 'Un compte existe déjà avec cette adresse e-mail.', fields: { login: 'Adresse déjà utilisée.' } }, { status: 409 }),
    )
    const result = await orderSystem.register({ name: 'A', login: 'a@b.fr', password: 'motdepasse' })
    expect(result?.ok).toBe(false)
    if (result && !result.ok) expect(serverFieldErrors(result.error)).toEqual({ login: 'Adresse déjà utilisée.' })
  })
})

describe('createOrderSystemClient: prices', () => {
  it('reads the price map and sends a 401 to the gate', async () => {
    const price = { value: 12.5, tax_included: false, original_value: 12.5, discount: 0 }
    const ok = client(() => Response.json({ '42': price }), true)
    const result = await ok.orderSystem.prices()
    expect(result.ok && Object.keys(result.data)).toEqual(['42'])

    const expired = client(() => Response.json({ detail: 'Not authenticated' }, { status: 401 }), true)
    await expired.orderSystem.prices()
    expect(expired.onUnauthorized).toHaveBeenCalledWith('order-system')
  })
})
