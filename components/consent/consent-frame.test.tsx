import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConsentFrame } from './consent-frame'
import { notifyConsentChange } from './runtime'
import { withShell } from '@/tests/shell'

const runtime = vi.hoisted(() => ({
  openCookiePreferences: vi.fn(async () => {}),
  acceptCookieCategory: vi.fn(async () => {}),
}))
vi.mock('./runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./runtime')>()),
  ...runtime,
}))

const FUNCTIONAL = { CONSENT_OPTIONAL_CATEGORIES: 'functional' }
const video = (
  <ConsentFrame title="Présentation des gants" src="https://video.example/embed/42" width={640} height={360} />
)

function setCookies(...cookies: string[]) {
  for (const cookie of cookies) document.cookie = `${cookie}; Path=/`
}

afterEach(() => {
  for (const name of ['ncc_c', 'ncc_e']) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
  runtime.openCookiePreferences.mockClear()
  runtime.acceptCookieCategory.mockClear()
})

describe('ConsentFrame', () => {
  it('blocks the frame before any choice and offers to open the preferences', () => {
    render(withShell(video, FUNCTIONAL))
    expect(screen.queryByTitle('Présentation des gants')).not.toBeInTheDocument()
    const placeholder = screen.getByRole('group', { name: 'Présentation des gants' })
    expect(placeholder).toHaveTextContent('Pour voir ce contenu, veuillez activer les cookies fonctionnels')
    expect(placeholder).toHaveStyle({ aspectRatio: '640 / 360' })
    fireEvent.click(screen.getByRole('button', { name: 'Gérer les cookies' }))
    expect(runtime.openCookiePreferences).toHaveBeenCalledOnce()
  })

  it('accepts its own category in one click', () => {
    setCookies('ncc_c=shfunctional', 'ncc_e=sh')
    render(withShell(video, FUNCTIONAL))
    fireEvent.click(screen.getByRole('button', { name: 'Accepter les cookies fonctionnels' }))
    expect(runtime.acceptCookieCategory).toHaveBeenCalledWith('functional')
    expect(runtime.openCookiePreferences).not.toHaveBeenCalled()
  })

  it('stays blocked when the visitor refused functional cookies', () => {
    setCookies('ncc_c=shfunctional', 'ncc_e=sh')
    render(withShell(video, FUNCTIONAL))
    expect(screen.getByText('Pour voir ce contenu, veuillez activer les cookies fonctionnels')).toBeInTheDocument()
  })

  it('stays blocked when functional cookies are not offered at all (the default)', () => {
    setCookies('ncc_c=sh', 'ncc_e=sh|functional')
    render(withShell(video))
    expect(screen.queryByTitle('Présentation des gants')).not.toBeInTheDocument()
  })

  it('shows the frame once the category is granted, and reacts to a new choice', () => {
    render(withShell(video, FUNCTIONAL))
    expect(screen.queryByTitle('Présentation des gants')).not.toBeInTheDocument()

    setCookies('ncc_c=shfunctional', 'ncc_e=sh%7Cfunctional')
    act(() => notifyConsentChange())
    const frame = screen.getByTitle('Présentation des gants')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://video.example/embed/42')
    expect(frame).toHaveAttribute('width', '640')

    setCookies('ncc_e=sh')
    act(() => notifyConsentChange())
    expect(screen.queryByTitle('Présentation des gants')).not.toBeInTheDocument()
  })

  it('speaks English outside French pages', () => {
    render(withShell(video, FUNCTIONAL, 'en'))
    expect(screen.getByText('To see this, please enable functional cookies')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Manage cookies' })).toBeInTheDocument()
  })
})
