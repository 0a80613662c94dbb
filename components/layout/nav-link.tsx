'use client'

import { IntentLink } from '@/components/navigation/intent-link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/** A link that marks itself as the current page, for sighted users and assistive technology alike. */
export function NavLink(props: {
  href: string
  exact?: boolean
  className?: string
  activeClassName?: string
  children: ReactNode
}) {
  const pathname = usePathname()
  const active = props.exact
    ? pathname === props.href
    : pathname === props.href || pathname.startsWith(`${props.href}/`)
  return (
    <IntentLink
      href={props.href}
      aria-current={active ? 'page' : undefined}
      className={[props.className, active ? props.activeClassName : undefined].filter(Boolean).join(' ')}
    >
      {props.children}
    </IntentLink>
  )
}
