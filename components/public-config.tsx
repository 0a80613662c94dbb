'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { PublicConfig } from '@/lib/config/schema'

const PublicConfigContext = createContext<PublicConfig | null>(null)

/** Hands the browser-safe part of the configuration (lib/config) to client components. */
export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext value={config}>{children}</PublicConfigContext>
}

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext)
  if (!config) throw new Error('usePublicConfig must be used inside <PublicConfigProvider>')
  return config
}
