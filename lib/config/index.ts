import 'server-only'
import { parseEnv, toPublicConfig, type AppConfig, type PublicConfig } from './schema'

let cached: AppConfig | undefined

/** Read once per server process; a bad variable fails the start (see instrumentation.ts). */
export function getConfig(): AppConfig {
  cached ??= parseEnv(process.env)
  return cached
}

export function getPublicConfig(): PublicConfig {
  return toPublicConfig(getConfig())
}
