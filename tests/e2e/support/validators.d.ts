// The two packages ship JavaScript without types; these are the parts the checks use.

declare module '@marbec/web-auto-extractor' {
  export interface Extracted {
    jsonld: Record<string, unknown[]>
    microdata: Record<string, unknown[]>
    rdfa: Record<string, unknown[]>
    errors: unknown[]
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: Array<'rdfa' | 'microdata'> })
    parse(html: string): Extracted
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor'
  export interface Issue {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    path: Array<{ type?: string; property?: string; index?: number }>
    fieldNames: string[]
  }
  /** Without the schema.org vocabulary, only the rich-result rules of each type run. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(data: Extracted): Promise<Issue[]>
  }
}
