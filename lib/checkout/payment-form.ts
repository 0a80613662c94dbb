/**
 * A redirect-flow transaction answers `redirect_form_html`: one form that sends the buyer to the
 * provider's page. Injecting that HTML would run whatever a compromised or spoofed answer carries, so
 * the shop reads the form's action, method and hidden fields out of it, refuses anything that is not
 * exactly such a form, and builds its own form from what it read.
 */

export interface PaymentFormField {
  name: string
  value: string
}

export interface PaymentForm {
  /** Absolute http(s) URL of the provider's page, as the browser resolves it. */
  action: string
  method: 'GET' | 'POST'
  fields: PaymentFormField[]
}

/** `reason` is for the operator log; the buyer is shown one generic message. */
export type PaymentFormReading = { ok: true; form: PaymentForm } | { ok: false; reason: string }

export type HtmlParser = (html: string) => Document

/** The browser's parser: it builds an inert document, where no script runs and nothing loads. */
export const parseHtmlWithDomParser: HtmlParser = (html) => new DOMParser().parseFromString(html, 'text/html')

const XHTML = 'http://www.w3.org/1999/xhtml'
/** The parser's own wrapper elements, the form, its fields and its submit button: nothing else is expected. */
const EXPECTED_ELEMENTS = new Set(['html', 'head', 'body', 'form', 'input', 'button'])
const URLENCODED = 'application/x-www-form-urlencoded'

const refuse = (reason: string): PaymentFormReading => ({ ok: false, reason })

export function readPaymentForm(html: string, parseHtml: HtmlParser): PaymentFormReading {
  const document = parseHtml(html)
  const elements = Array.from(document.querySelectorAll('*'))

  const unexpected = elements.find(
    (element) => element.namespaceURI !== XHTML || !EXPECTED_ELEMENTS.has(element.localName),
  )
  if (unexpected) return refuse(`unexpected <${unexpected.localName}> element`)
  const handler = elements
    .flatMap((element) => Array.from(element.attributes))
    .find((attribute) => /^on/i.test(attribute.name))
  if (handler) return refuse(`event handler attribute ${handler.name}`)

  const forms = elements.filter((element): element is HTMLFormElement => element.localName === 'form')
  const form = forms[0]
  if (!form || forms.length > 1) return refuse(`expected one form, found ${forms.length}`)
  if (elements.some((element) => /^(input|button)$/.test(element.localName) && !form.contains(element))) {
    return refuse('a field outside the form')
  }

  const enctype = form.getAttribute('enctype')?.trim().toLowerCase()
  if (enctype !== undefined && enctype !== URLENCODED) return refuse(`unsupported enctype ${enctype}`)

  // HTML's default method is GET.
  const method = (form.getAttribute('method') ?? 'get').trim().toUpperCase()
  if (method !== 'GET' && method !== 'POST') return refuse(`unsupported method ${method}`)

  const action = absoluteHttpUrl(form.getAttribute('action'))
  if (!action) return refuse('the action is not an absolute http(s) URL')

  const fields: PaymentFormField[] = []
  for (const input of Array.from(form.querySelectorAll('input'))) {
    const type = (input.getAttribute('type') ?? 'text').trim().toLowerCase()
    // A submit input is only sent when clicked; the shop submits the form itself.
    if (type === 'submit') continue
    if (type !== 'hidden') return refuse(`a visible ${type} input`)
    const name = input.getAttribute('name')
    // The browser leaves unnamed and disabled fields out of a submission; so does the rebuilt form.
    if (!name || input.hasAttribute('disabled')) continue
    fields.push({ name, value: input.getAttribute('value') ?? '' })
  }
  return { ok: true, form: { action, method, fields } }
}

/** Parsed as the browser would (it drops tabs and newlines, so `java\nscript:` is `javascript:`). */
function absoluteHttpUrl(raw: string | null): string | null {
  if (raw === null) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  // Credentials in a URL only serve to disguise where it leads.
  if (url.username !== '' || url.password !== '') return null
  return url.href
}

/**
 * The form the shop submits, made with DOM properties only (no markup). The caller appends it to the
 * page and calls `submit()`, which leaves for the provider.
 */
export function buildPaymentForm(document: Document, form: PaymentForm): HTMLFormElement {
  const element = document.createElement('form')
  element.method = form.method.toLowerCase()
  element.action = form.action
  element.hidden = true
  for (const field of form.fields) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = field.name
    input.value = field.value
    element.append(input)
  }
  return element
}
