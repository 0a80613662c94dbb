'use client'

import { lazy, Suspense } from 'react'

// Most shops sign in through the identity provider alone: the password form's code, with its form library,
// loads only where PASSWORD_LOGIN shows it, off the sign-in page's first load
// (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
const PasswordLoginForm = lazy(() =>
  import('./password-login-form').then(({ PasswordLoginForm }) => ({ default: PasswordLoginForm })),
)

/** The password sign-in form, rendered on the server with the page and hydrated once its code is there. */
export function PasswordLogin({ target }: { target: string }) {
  return (
    <Suspense fallback={null}>
      <PasswordLoginForm target={target} />
    </Suspense>
  )
}
