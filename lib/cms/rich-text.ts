import sanitizeHtml from 'sanitize-html'

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
]

const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i

/**
 * Rich text typed in the CMS editor, made safe to render: a short list of text tags, links to site
 * paths, http(s), mailto: and tel: only, images only from the CMS itself. Scripts, styles, frames,
 * forms, SVG and every event handler are removed (docs/product/content.md#rich-text).
 */
export function sanitizeRichText(html: string, cmsUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    // Scheme checks are done below, on the whole URL, so that relative paths stay allowed.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Their text content is code or markup, never something to show.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template', 'object'],
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      // A Strapi upload path is relative to the CMS, not to the shop.
      img: (tagName, attribs) => {
        const src = cmsImageUrl(attribs.src, cmsUrl)
        const { alt = '', width, height } = attribs
        return {
          tagName,
          attribs: { ...(src ? { src } : {}), alt, ...(width ? { width } : {}), ...(height ? { height } : {}) },
        }
      },
      a: (tagName, attribs) => {
        const { href, title, target } = attribs
        const safe: Record<string, string> = {}
        if (href && SAFE_HREF.test(href.trim())) safe.href = href.trim()
        if (title) safe.title = title
        if (target === '_blank') {
          safe.target = '_blank'
          safe.rel = 'noopener noreferrer'
        }
        return { tagName, attribs: safe }
      },
    },
  })
}

function cmsImageUrl(src: string | undefined, cmsUrl: string): string | null {
  const trimmed = src?.trim()
  if (!trimmed || !/^(\/(?!\/)|https?:\/\/)/i.test(trimmed)) return null
  const url = new URL(trimmed, cmsUrl)
  return url.origin === new URL(cmsUrl).origin ? url.href : null
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** The text filter (docs/product/content.md#rich-text): plain text as HTML, every character escaped, line breaks as `<br>`. */
export function nl2br(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character).replace(/\r\n|\r|\n/g, '<br>')
}
