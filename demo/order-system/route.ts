const PLACEHOLDER = '__id__'

/** A Hono route pattern from an entry of the path table: `route(paths.sale)` is `/sales/:id`. */
export function route(entry: string | ((id: string) => string)): string {
  return `/${typeof entry === 'string' ? entry : entry(PLACEHOLDER).replace(PLACEHOLDER, ':id')}`
}
