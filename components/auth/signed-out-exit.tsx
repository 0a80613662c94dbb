'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { useSession } from '@/components/auth/session-provider'
import { replacePage } from '@/components/navigation/replace-page'
import { loginRedirectPath, requiresAuth } from '@/lib/routes/guard'

/**
 * docs/product/sign-in.md#guarded-pages: a buyer who becomes signed out on an account or checkout page
 * (from another tab, or on a page the back button brought back) is sent to the login page with a full
 * load, which replaces the page: the router would show it again from its cache, past the server's guard.
 */
export function SignedOutExit() {
  const { status } = useSession()
  const pathname = usePathname()

  useEffect(() => {
    if (status !== 'anonymous' || !requiresAuth(pathname)) return
    replacePage(loginRedirectPath(pathname, window.location.search))
  }, [status, pathname])

  return null
}
