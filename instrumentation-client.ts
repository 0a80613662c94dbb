import { reloadOnChunkFailure } from '@/components/error/reload-on-chunk-failure'

// Runs before any of the shop's browser code (Next's client instrumentation hook). zod builds its
// object parsers with `new Function` unless told otherwise, and decides so when a schema is created:
// the shop's CSP forbids eval, so the attempt would be refused and reported as a violation
// (Lighthouse "best practices"). zod reads this global config before its first schema, in whichever
// chunk and order the schemas load; the interpreted parsers are fast enough for the browser's payloads.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true }

// A chunk that fails to load outside React's error boundaries (a prefetch, a dynamic import in an event
// handler) reloads the page once; app/error.tsx does the same for those inside.
window.addEventListener('error', (event) => void reloadOnChunkFailure(event.error))
window.addEventListener('unhandledrejection', (event) => void reloadOnChunkFailure(event.reason))
