import type { ReactNode } from 'react'
import styles from './icons.module.css'

/**
 * Line icons of the compact header and the filter button, drawn in the text colour so they follow
 * hover and forced-colours modes. Always decorative: the control they sit in carries its own name.
 */
function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
)

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
)

export const AccountIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
)

export const CartIcon = () => (
  <Icon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6.2" />
  </Icon>
)

export const FilterIcon = () => (
  <Icon size={20}>
    <path d="M3 5h18l-7 8v6l-4 2v-8z" />
  </Icon>
)

/** An icon drawn by the compact header only: the wide header keeps its words. */
export const CompactIcon = ({ icon }: { icon: ReactNode }) => (
  <span className={`compact-only ${styles.compact}`}>{icon}</span>
)
