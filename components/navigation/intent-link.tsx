'use client'

// The one module allowed to use next/link (eslint.config.mjs): everywhere else links go through IntentLink.
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link'
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { useContext, useRef, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch' | 'legacyBehavior'> & { href: string }

/**
 * A link that fetches its page only once the buyer shows intent: pointer over it, keyboard focus on it or
 * a finger on it (docs/product/content.md#navigation). Next's own `<Link>` also prefetches every link that
 * enters the viewport, a score of pages on a phone screen, and each of their payloads may carry preload
 * hints for that page's images: a product page fetched more for pages the buyer never opened than for
 * itself (docs/adr/0015-prefetch-on-intent.md). The prefetch goes through the router, so it lands in the
 * same cache a click reads and passes the shop's prefetch policy (at most 5 at once, none on data saver
 * or 2G).
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  // The context next/link itself reads, not useRouter(), which throws where no App Router is mounted
  // (component tests): like next/link, the link then works without prefetching.
  const router = useContext(AppRouterContext)
  // Once per target: the router keeps the payload as long as it stays fresh, and a later click that
  // finds it stale fetches the page as any navigation does.
  const prefetched = useRef<string | null>(null)
  const prefetch = () => {
    if (!router || prefetched.current === href) return
    prefetched.current = href
    router.prefetch(href)
  }
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event)
        prefetch()
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        prefetch()
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event)
        prefetch()
      }}
    />
  )
}
