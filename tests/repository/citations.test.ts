import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * A reason in the code must be readable by someone holding only this repository: comments point to the
 * product rules in docs/product/ (by heading) or say the reason inline. They never cite a section of a
 * specification or an issue of a tracker, both of which live elsewhere.
 */

const ROOT = join(import.meta.dirname, '..', '..')
const CODE = /\.(?:[cm]?[jt]sx?)$/
const SCANNED = /\.(?:[cm]?[jt]sx?|css|md)$/

/** Tracked files, so build output, dependencies and the demo's data are never read. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => SCANNED.test(file))
}

/** Other standards are cited by section on purpose (RFC 7009 §2.2, OpenID Connect Core §5.4, WCAG, ASVS). */
const STANDARD = /\b(?:RFC|Core|ASVS|WCAG)\b/

const CITES_SPEC: readonly RegExp[] = [
  /\bspec(?:ification)?(?:'s)?\s*(?:§|section\b)/i,
  /\bthe spec(?:ification)?(?:'s)?\b(?!\.)/i,
  /\bspec (?:cookies|constants|defaults?|paths|buttons|says|requires|reference)\b/i,
]
const SECTION_SIGN = /§\s*\d/
/** `(spec: …)` in prose; in code `(spec: SceneSpec)` is a parameter. */
const SPEC_ASIDE = /\(spec\b(?!\.)/i
const CITES_ISSUE: readonly RegExp[] = [/\bissues?\s*#?\d+/i, /\b(?:PR|pull request)\s*#?\d+/i, /(?:^|[\s(])#\d+\b/]

interface Citation {
  line: number
  text: string
  reason: string
}

/** The comments of a source file with their line numbers, read by TypeScript's scanner (strings are not comments). */
function comments(source: string, file: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = []
  const variant = file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, source)
  const lineOf = (position: number) => source.slice(0, position).split('\n').length
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      scanner
        .getTokenText()
        .split('\n')
        .forEach((text, i) => found.push({ line: lineOf(scanner.getTokenStart()) + i, text }))
    }
  }
  return found
}

/** Every citation of a specification section or an issue number in a file's text. */
function citationsIn(source: string, file: string): Citation[] {
  const found: Citation[] = []
  const lines = source.split('\n')
  lines.forEach((text, i) => {
    if (CITES_SPEC.some((pattern) => pattern.test(text))) found.push({ line: i + 1, text, reason: 'cites the spec' })
    else if (SECTION_SIGN.test(text) && !STANDARD.test(text))
      found.push({ line: i + 1, text, reason: 'cites a section' })
  })
  // Issue numbers look like other things in code (`'#1'` selectors), so only comments and prose are read.
  const prose = CODE.test(file) ? comments(source, file) : lines.map((text, i) => ({ line: i + 1, text }))
  for (const { line, text } of prose) {
    if (CITES_ISSUE.some((pattern) => pattern.test(text))) found.push({ line, text, reason: 'cites an issue' })
    else if (SPEC_ASIDE.test(text)) found.push({ line, text, reason: 'cites the spec' })
  }
  return found
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

const POINTER = /docs\/product\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g

function anchorsOf(file: string): Set<string> | null {
  let text: string
  try {
    text = readFileSync(join(ROOT, 'docs/product', file), 'utf8')
  } catch {
    return null
  }
  const headings = text.split('\n').filter((line) => /^#{1,6} /.test(line))
  return new Set(headings.map((line) => headingSlug(line.replace(/^#+ /, ''))))
}

describe('citations in the repository', () => {
  const files = trackedFiles()

  it('finds the tracked sources', () => {
    expect(files).toContain('tests/repository/citations.test.ts')
    expect(files.length).toBeGreaterThan(100)
  })

  it('cites no specification section and no issue number', () => {
    const offending = files
      .filter((file) => file !== 'tests/repository/citations.test.ts')
      .flatMap((file) =>
        citationsIn(readFileSync(join(ROOT, file), 'utf8'), file).map(
          ({ line, text, reason }) => `${file}:${line} ${reason}: ${text.trim()}`,
        ),
      )
    expect(offending).toEqual([])
  })

  it('points only to product rules that exist, by a heading they have', () => {
    const anchors = new Map<string, Set<string> | null>()
    const broken: string[] = []
    for (const file of files) {
      const source = readFileSync(join(ROOT, file), 'utf8')
      for (const [pointer, target = '', anchor] of source.matchAll(POINTER)) {
        if (!anchors.has(target)) anchors.set(target, anchorsOf(target))
        const known = anchors.get(target)
        if (!known) broken.push(`${file}: ${pointer} (no such file)`)
        else if (anchor && !known.has(anchor)) broken.push(`${file}: ${pointer} (no such heading)`)
      }
    }
    expect(broken).toEqual([])
  })
})

describe('citationsIn', () => {
  it('flags a spec section, an issue number and a tracker reference in comments', () => {
    const source = [
      '/** Spec §4: one sync at a time. */',
      '// see issue #10 for the budget',
      'const a = 1 // (#12)',
      "const selector = '#1'",
      '/** Ten a page (spec: page 1). */',
      'function draw(spec: SceneSpec) {}',
    ].join('\n')
    expect(citationsIn(source, 'x.ts').map((c) => [c.line, c.reason])).toEqual([
      [1, 'cites the spec'],
      [2, 'cites an issue'],
      [3, 'cites an issue'],
      [5, 'cites the spec'],
    ])
  })

  it('lets standards keep their sections, product pointers and spec files through', () => {
    const source = [
      '// RFC 7009 §2.2: the body is ignored.',
      '/** docs/product/cart.md#sync: one sync at a time. */',
      "import { x } from './foundation.spec.ts' // as in foundation.spec.ts",
      '// oidc-client-ts#1618: a second renewer.',
    ].join('\n')
    expect(citationsIn(source, 'x.ts')).toEqual([])
  })

  it('reads prose files whole', () => {
    expect(citationsIn('As the spec requires, and issue 24 says.', 'a.md').map((c) => c.reason)).toEqual([
      'cites the spec',
      'cites an issue',
    ])
  })

  it('makes the anchors GitHub makes', () => {
    expect(headingSlug('Universes and categories')).toBe('universes-and-categories')
    expect(headingSlug('Calls to outside systems')).toBe('calls-to-outside-systems')
    expect(headingSlug('Back-off')).toBe('back-off')
  })
})
