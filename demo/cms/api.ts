import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CMS_LOCALE, type CmsHeaderSlider } from './shapes'
import type { DemoPage } from './content'

/**
 * The REST API of a Strapi v5 with two content types: the `page` collection and the `header-slider`
 * single type. Only the query parameters the shop needs are understood; anything else that Strapi
 * would refuse is refused the same way (400 ValidationError), so a client bug shows up here too.
 * `populate`, `fields` and `status` are accepted and ignored: entries always come fully populated.
 */

export interface CmsContent {
  pages: DemoPage[]
  headerSlider: CmsHeaderSlider
}

const DEFAULT_PAGE_SIZE = 25
const MAX_PAGE_SIZE = 100
const FILTERABLE = ['fullpath', 'handle', 'documentId'] as const
const SORTABLE = ['id', 'rank', 'title', 'fullpath', 'handle', 'updatedAt', 'publishedAt'] as const
const PAGINATION = ['pagination[page]', 'pagination[pageSize]', 'pagination[withCount]']
/** Parameters Strapi accepts that change nothing in the demo's answers. */
const IGNORED = /^(populate|fields|status)(\[|$)/

class ValidationError extends Error {}

function strapiError(c: Context, status: ContentfulStatusCode, name: string, message: string) {
  return c.json({ data: null, error: { status, name, message, details: {} } }, status)
}

const positiveInt = (raw: string | undefined, fallback: number, key: string) => {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new ValidationError(`Invalid value for ${key}: ${raw}`)
  return value
}

interface PageQuery {
  locale: string
  filters: Array<{ field: (typeof FILTERABLE)[number]; value: string }>
  sort: { field: (typeof SORTABLE)[number]; direction: 1 | -1 }
  page: number
  pageSize: number
}

function parsePageQuery(params: URLSearchParams): PageQuery {
  const query: PageQuery = {
    locale: CMS_LOCALE,
    filters: [],
    sort: { field: 'id', direction: 1 },
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  }
  for (const [key, value] of params) {
    if (key === 'locale') {
      query.locale = value
      continue
    }
    if (IGNORED.test(key) || PAGINATION.includes(key)) continue
    const filter = key.match(/^filters\[(\w+)\]\[(\$\w+)\]$/)
    if (filter) {
      const [, field = '', operator] = filter
      if (!(FILTERABLE as readonly string[]).includes(field)) throw new ValidationError(`Invalid key ${field}`)
      if (operator !== '$eq')
        throw new ValidationError(`Invalid operator ${operator ?? ''} (the demo CMS understands $eq only)`)
      query.filters.push({ field: field as PageQuery['filters'][number]['field'], value })
      continue
    }
    if (key === 'sort' || key === 'sort[0]') {
      const [field = '', direction = 'asc'] = value.split(':')
      if (!(SORTABLE as readonly string[]).includes(field) || !['asc', 'desc'].includes(direction.toLowerCase())) {
        throw new ValidationError(`Invalid sort ${value}`)
      }
      query.sort = {
        field: field as PageQuery['sort']['field'],
        direction: direction.toLowerCase() === 'desc' ? -1 : 1,
      }
      continue
    }
    throw new ValidationError(`Invalid key ${key}`)
  }
  query.page = positiveInt(params.get('pagination[page]') ?? undefined, 1, 'pagination[page]')
  query.pageSize = positiveInt(
    params.get('pagination[pageSize]') ?? undefined,
    DEFAULT_PAGE_SIZE,
    'pagination[pageSize]',
  )
  if (query.pageSize > MAX_PAGE_SIZE) throw new ValidationError(`pagination[pageSize] must be at most ${MAX_PAGE_SIZE}`)
  return query
}

function listPages(pages: DemoPage[], query: PageQuery) {
  const matching = pages
    .filter((page) => page.locale === query.locale && query.filters.every((f) => String(page[f.field]) === f.value))
    .sort((a, b) => {
      const x = a[query.sort.field] ?? ''
      const y = b[query.sort.field] ?? ''
      return (x < y ? -1 : x > y ? 1 : 0) * query.sort.direction || a.id - b.id
    })
  const start = (query.page - 1) * query.pageSize
  return {
    data: matching.slice(start, start + query.pageSize),
    meta: {
      pagination: {
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(matching.length / query.pageSize),
        total: matching.length,
      },
    },
  }
}

export function createCmsApi(content: () => Promise<CmsContent>): Hono {
  const api = new Hono()

  api.onError((error, c) => {
    if (error instanceof ValidationError) return strapiError(c, 400, 'ValidationError', error.message)
    console.error('[cms] erreur', error)
    return strapiError(c, 500, 'InternalServerError', 'Internal Server Error')
  })

  api.get('/pages', async (c) => {
    const query = parsePageQuery(new URL(c.req.url).searchParams)
    const { pages } = await content()
    return c.json(listPages(pages, query))
  })

  api.get('/pages/:documentId', async (c) => {
    const locale = c.req.query('locale') ?? CMS_LOCALE
    const { pages } = await content()
    const page = pages.find((p) => p.documentId === c.req.param('documentId') && p.locale === locale)
    return page ? c.json({ data: page, meta: {} }) : strapiError(c, 404, 'NotFoundError', 'Not Found')
  })

  api.get('/header-slider', async (c) => {
    const locale = c.req.query('locale') ?? CMS_LOCALE
    const { headerSlider } = await content()
    return headerSlider.locale === locale
      ? c.json({ data: headerSlider, meta: {} })
      : strapiError(c, 404, 'NotFoundError', 'Not Found')
  })

  // A sub-application's notFound handler is not used once mounted, hence a catch-all route.
  api.all('*', (c) => strapiError(c, 404, 'NotFoundError', 'Not Found'))
  return api
}
