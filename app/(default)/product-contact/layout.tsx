// Cart, quick order and lead forms: every message and the session's clients (components/layout/area-providers.tsx).
export { AreaProviders as default } from '@/components/layout/area-providers'
