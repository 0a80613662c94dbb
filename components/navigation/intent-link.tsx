'use client'

// The framework's own link: `next/link` is resolved to this file for the whole app (next.config.ts).
import AppDirLink, { useLinkStatus } from 'next/dist/client/app-dir/link'
import type PublicLink from 'next/link'
import { useRouter } from 'next/navigation'
import { formatUrl } from 'next/dist/shared/lib/router/utils/format-url'
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react'

// The same component as the public `next/link`, whose types also carry the anchor's own attributes.
const NextLink = AppDirLink as unknown as typeof PublicLink
type Props = ComponentProps<typeof PublicLink>

/**
 * Every `<Link>` of the shop: a page is preloaded when the buyer shows they may open it (pointer over
 * the link, keyboard focus, touch), not because the link scrolled into view; on a phone a listing or a
 * cart would otherwise fetch dozens of pages, and the images they preload, that nobody opens
 * (docs/product/content.md#navigation; ADR 0017). A link that passes `prefetch` itself keeps Next's own
 * behaviour: `prefetch="auto"` is the viewport preload, for the few links that matter. The preloads still
 * go through the shop's limit of parallel preloads (components/navigation/prefetch-policy.tsx).
 */
export default function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter()
  if (prefetch !== undefined)
    return <NextLink prefetch={prefetch} {...{ onMouseEnter, onFocus, onTouchStart }} {...props} />
  const href = typeof props.href === 'string' ? props.href : formatUrl(props.href)
  // Next skips links to other sites, and already-fetched pages, itself.
  const preload = () => router.prefetch(href)
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event)
        preload()
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        preload()
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event)
        preload()
      }}
    />
  )
}

export { useLinkStatus }
