import { describe, expect, it } from 'vitest'
import { buildEvent, PAGEVIEW, sanitizeProps, sanitizeUrl } from '.'

const page = {
  url: 'https://equipro.fr/univers/gants?sku=G-12&utm_source=lettre',
  domain: 'equipro.fr',
  referrer: 'https://www.google.fr/',
  width: 1280.4,
  hashMode: false,
}

describe('buildEvent', () => {
  it('uses Plausible wire names: name, url, domain, referrer, width, hash mode, props', () => {
    expect(buildEvent(PAGEVIEW, { ...page, props: { signed_in: true, collectivity: false, cart_id: 42 } })).toEqual({
      n: PAGEVIEW,
      u: 'https://equipro.fr/univers/gants?sku=G-12&utm_source=lettre',
      d: 'equipro.fr',
      r: 'https://www.google.fr/',
      w: 1280,
      h: 0,
      p: { signed_in: true, collectivity: false, cart_id: 42 },
    })
  })

  it('sends a null referrer and no props when there are none', () => {
    const body = buildEvent(PAGEVIEW, { ...page, referrer: '' })
    expect(body?.r).toBeNull()
    expect(body).not.toHaveProperty('p')
  })

  it('flags hash mode and then keeps the fragment', () => {
    const body = buildEvent('add_to_cart', { ...page, url: 'https://equipro.fr/#/panier', hashMode: true })
    expect(body).toMatchObject({ n: 'add_to_cart', u: 'https://equipro.fr/#/panier', h: 1 })
  })

  it('refuses a page that is not http(s)', () => {
    expect(buildEvent(PAGEVIEW, { ...page, url: 'file:///tmp/page.html' })).toBeNull()
    expect(buildEvent(PAGEVIEW, { ...page, url: 'pas une url' })).toBeNull()
  })
})

describe('nothing personal ever goes into an event', () => {
  const email = 'jeanne.martin@mairie-exemple.fr'
  const name = 'Jeanne Martin'
  const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJqZWFubmUifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ'
  const opaque = 'gho_16C7e42F292c6912E7710c838347Ae178B4a'
  const personal = [email, encodeURIComponent(email), name, jwt, opaque, 'Martin', 'mot-de-passe']

  it('keeps only the closed list of typed props', () => {
    const props = sanitizeProps({
      signed_in: true,
      collectivity: true,
      cart_id: email,
      email,
      name,
      user: { name, email },
      token: jwt,
      access_token: opaque,
      password: 'mot-de-passe',
    })
    expect(props).toEqual({ signed_in: true, collectivity: true })
  })

  it.each([email, name, jwt, opaque, '12.5', '-3', '', 'DROP TABLE'])('rejects %j as a cart id', (value) => {
    expect(sanitizeProps({ cart_id: value })).toEqual({})
  })

  it('keeps a product id and a quantity only as positive whole numbers', () => {
    expect(sanitizeProps({ product_id: 10001, qty: 3 })).toEqual({ product_id: 10001, qty: 3 })
    expect(sanitizeProps({ product_id: email, qty: '3' })).toEqual({})
    expect(sanitizeProps({ product_id: -1, qty: 1.5 })).toEqual({})
  })

  it('accepts numeric ids and uuids as cart ids', () => {
    expect(sanitizeProps({ cart_id: 1234 })).toEqual({ cart_id: 1234 })
    expect(sanitizeProps({ cart_id: '1234' })).toEqual({ cart_id: '1234' })
    const uuid = '6f1c2a9e-8d4b-4c1a-9f3e-2b7d5e8a1c0f'
    expect(sanitizeProps({ cart_id: uuid })).toEqual({ cart_id: uuid })
    expect(sanitizeProps({ cart_id: -1 })).toEqual({})
    expect(sanitizeProps({ cart_id: 1.5 })).toEqual({})
  })

  it('rejects props of the wrong type', () => {
    expect(sanitizeProps({ signed_in: 'oui', collectivity: 1 })).toEqual({})
    expect(sanitizeProps(null)).toEqual({})
    expect(sanitizeProps('signed_in')).toEqual({})
  })

  it('strips tokens, credentials and personal values from URLs and referrers', () => {
    const body = buildEvent(PAGEVIEW, {
      url: `https://${encodeURIComponent(email)}:secret@equipro.fr/account/set-new-password?token=${jwt}&email=${encodeURIComponent(email)}&page=2#${opaque}`,
      domain: 'equipro.fr',
      referrer: `https://equipro.fr/account/oidc-redirect?code=${opaque}&state=${opaque}&utm_source=${encodeURIComponent(email)}`,
      width: 390,
      hashMode: false,
      props: {
        signed_in: true,
        name,
        email,
        token: jwt,
        cart_id: 7,
        url: `https://ailleurs.example/${email}?q=${name}`,
      },
    })
    expect(body).toEqual({
      n: PAGEVIEW,
      u: 'https://equipro.fr/account/set-new-password?page=2',
      d: 'equipro.fr',
      r: 'https://equipro.fr/account/oidc-redirect',
      w: 390,
      h: 0,
      p: { signed_in: true, cart_id: 7, url: 'https://ailleurs.example/-' },
    })
    const json = JSON.stringify(body)
    for (const value of [...personal, 'secret']) expect(json).not.toContain(value)
  })

  it('replaces path segments that hold an e-mail address or a JWT', () => {
    expect(sanitizeUrl(`https://equipro.fr/profil/${email}/${jwt}/commandes`, { keepHash: false })).toBe(
      'https://equipro.fr/profil/-/-/commandes',
    )
    expect(sanitizeUrl('https://equipro.fr/gants-de-protection-nitrile-taille-9', { keepHash: false })).toBe(
      'https://equipro.fr/gants-de-protection-nitrile-taille-9',
    )
  })
})
