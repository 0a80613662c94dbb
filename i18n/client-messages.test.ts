import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import messages from '../messages/fr.json'
import { STOREFRONT_MESSAGES, pickMessages } from './client-messages'

const root = path.resolve(__dirname, '..')
const app = path.join(root, 'app')
const ROUTE_FILE = /^(page|layout|not-found|error|global-error|template|loading|default)\.tsx?$/
const AREA_PROVIDERS = path.join(root, 'components/layout/area-providers.tsx')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

const sources = new Map<string, ts.SourceFile>()
function sourceOf(file: string): ts.SourceFile {
  let source = sources.get(file)
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    sources.set(file, source)
  }
  return source
}

/** The project's modules a file imports, statically or with `import()`; packages and JSON are left out. */
function importsOf(file: string): string[] {
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text)
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(sourceOf(file))
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null
    if (!base) return []
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((extension) => base + extension)
      .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
    return found ? [found] : []
  })
}

/** Route files rendered under AreaProviders, which hands every message to its own client components. */
function underAreaProviders(routeFile: string): boolean {
  for (let dir = path.dirname(routeFile); dir.startsWith(app); dir = path.dirname(dir)) {
    const layouts = ['layout.tsx', 'layout.ts'].map((name) => path.join(dir, name)).filter((f) => existsSync(f))
    if ([routeFile, ...layouts].some((file) => importsOf(file).includes(AREA_PROVIDERS))) return true
  }
  return false
}

function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(file))
  }
  return seen
}

const isClientModule = (file: string) => {
  const first = sourceOf(file).statements[0]
  return (
    !!first &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client'
  )
}

/**
 * The modules that run in the browser under the root layout's provider: what a `'use client'` module
 * reachable from a route outside AreaProviders imports, itself included.
 */
function storefrontClientModules(): string[] {
  const routes = filesUnder(app).filter((file) => ROUTE_FILE.test(path.basename(file)) && !underAreaProviders(file))
  const clientEntries = [...reachableFrom(routes)].filter(isClientModule)
  return [...reachableFrom(clientEntries)].sort()
}

interface KeysRead {
  /** Message paths read: a key, or a subtree read whole. */
  paths: string[]
  /** Reads the test cannot follow. */
  unreadable: string[]
}

const TRANSLATOR_METHODS = new Set(['rich', 'raw', 'markup', 'has'])
const DEPENDENCY_HOOK = /^use(Effect|LayoutEffect|Callback|Memo)$/

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node

/** The identifiers named `name` in `scope`, but the one that declares it. */
function referencesIn(scope: ts.Node, name: string): ts.Identifier[] {
  const found: ts.Identifier[] = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name) {
      const declares =
        (ts.isVariableDeclaration(node.parent) || ts.isParameter(node.parent)) && node.parent.name === node
      const isProperty = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node
      if (!declares && !isProperty) found.push(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(scope)
  return found
}

/** The function named `name` that `file` declares or imports from the project. */
function functionNamed(file: string, name: string): { file: string; declaration: ts.FunctionDeclaration } | null {
  const own = sourceOf(file).statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  )
  if (own) return { file, declaration: own }
  for (const imported of importsOf(file)) {
    const declaration = sourceOf(imported).statements.find(
      (statement): statement is ts.FunctionDeclaration =>
        ts.isFunctionDeclaration(statement) && statement.name?.text === name,
    )
    if (declaration) return { file: imported, declaration }
  }
  return null
}

/**
 * The message paths a module reads. `useTranslations('ns')` then `t('key')`, `t.rich('key')`…; a key
 * built from a template (or a constant holding one) reads the subtree its fixed start names; a translator
 * handed to a project function is followed into it; used any other way, or with a key that is not written
 * out, it reads its whole namespace. `useMessages().ns` reads `ns`.
 */
function keysReadBy(file: string): KeysRead {
  const source = sourceOf(file)
  const paths: string[] = []
  const unreadable: string[] = []
  const where = (at: string, node: ts.Node) =>
    `${path.relative(root, at)}:${sourceOf(at).getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const join = (namespace: string, key: string) => [namespace, key].filter(Boolean).join('.')

  const keyRead = (namespace: string, argument: ts.Expression | undefined, scope: ts.Node): string => {
    if (!argument) return namespace
    let key = unwrap(argument)
    if (ts.isIdentifier(key)) {
      const constant = findConstant(scope, key.text)
      if (constant) key = unwrap(constant)
    }
    if (ts.isStringLiteralLike(key)) return join(namespace, key.text)
    if (ts.isTemplateExpression(key)) {
      const head = key.head.text
      return join(namespace, head.slice(0, head.lastIndexOf('.') + 1).replace(/\.$/, ''))
    }
    return namespace
  }

  /** Every read made through the translator `name` (namespace `namespace`) within `scope` of `at`. */
  const follow = (at: string, scope: ts.Node, name: string, namespace: string) => {
    for (const reference of referencesIn(scope, name)) {
      const parent = reference.parent
      let read: string | null = namespace
      if (ts.isCallExpression(parent) && parent.expression === reference) {
        read = keyRead(namespace, parent.arguments[0], scope)
      } else if (
        ts.isPropertyAccessExpression(parent) &&
        TRANSLATOR_METHODS.has(parent.name.text) &&
        ts.isCallExpression(parent.parent) &&
        parent.parent.expression === parent
      ) {
        read = keyRead(namespace, parent.parent.arguments[0], scope)
      } else if (
        ts.isArrayLiteralExpression(parent) &&
        ts.isCallExpression(parent.parent) &&
        ts.isIdentifier(parent.parent.expression) &&
        DEPENDENCY_HOOK.test(parent.parent.expression.text)
      ) {
        read = null
      } else if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression)) {
        const callee = functionNamed(at, parent.expression.text)
        const parameter = callee?.declaration.parameters[parent.arguments.indexOf(reference)]
        if (callee?.declaration.body && parameter && ts.isIdentifier(parameter.name)) {
          follow(callee.file, callee.declaration.body, parameter.name.text, namespace)
          read = null
        }
      }
      if (read === '') unreadable.push(`${where(at, reference)} ${name} reads keys the test cannot list`)
      else if (read !== null) paths.push(read)
    }
  }

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const hook = node.expression.text
      if (hook === 'useTranslations') {
        const [argument] = node.arguments
        const declaration = node.parent
        if (argument && !ts.isStringLiteralLike(argument)) unreadable.push(`${where(file, node)} useTranslations(…)`)
        else if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
          let scope: ts.Node = declaration
          while (scope.parent && !ts.isBlock(scope.parent) && !ts.isSourceFile(scope.parent)) scope = scope.parent
          follow(file, scope.parent ?? source, declaration.name.text, argument?.text ?? '')
        } else unreadable.push(`${where(file, node)} useTranslations() used in place`)
      } else if (hook === 'useMessages') {
        if (ts.isPropertyAccessExpression(node.parent)) paths.push(node.parent.name.text)
        else unreadable.push(`${where(file, node)} useMessages() used whole`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { paths, unreadable }
}

/** The initializer of the constant `name` declared in `scope`. */
function findConstant(scope: ts.Node, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer)
      found = node.initializer
    if (!found) ts.forEachChild(node, visit)
  }
  visit(scope)
  return found
}

/** Whether the subtree at `outer` holds `inner` (or is it). */
const covers = (outer: string, inner: string) => inner === outer || inner.startsWith(`${outer}.`)

function leavesOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix]
  return Object.entries(tree).flatMap(([key, value]) => leavesOf(value, prefix ? `${prefix}.${key}` : key))
}

describe('storefront client messages', () => {
  const modules = storefrontClientModules()
  const reads = modules.map((file) => ({ file: path.relative(root, file), ...keysReadBy(file) }))

  it('find the client components of the header, the catalogue and the error pages', () => {
    const files = reads.map(({ file }) => file)
    expect(files).toEqual(
      expect.arrayContaining([
        'components/search/autocomplete.tsx',
        'components/cart/cart-badge.tsx',
        'components/product/add-to-cart.tsx',
        'components/consent/use-consent.ts',
        'app/error.tsx',
      ]),
    )
    // Rendered only under AreaProviders (the cart page, account forms): their keys are not sent to every page.
    expect(files).not.toContain('components/cart/cart-page.tsx')
    expect(files).not.toContain('components/auth/profile-form.tsx')
  })

  it('send every key a client component under the root layout reads', () => {
    expect(reads.flatMap(({ unreadable }) => unreadable)).toEqual([])
    const missing = reads.flatMap(({ file, paths }) =>
      paths.filter((read) => !STOREFRONT_MESSAGES.some((sent) => covers(sent, read))).map((read) => `${file}: ${read}`),
    )
    expect(missing).toEqual([])
  })

  it('send nothing else: every message sent is read by one of them', () => {
    const read = reads.flatMap(({ paths }) => paths)
    const unread = leavesOf(pickMessages(messages, STOREFRONT_MESSAGES)).filter(
      (leaf) => !read.some((path) => covers(path, leaf)),
    )
    expect(unread).toEqual([])
  })

  it('pick messages by path, keeping their nesting and leaving their neighbours out', () => {
    const picked = pickMessages(messages, ['cart.header.link', 'price'])
    expect(picked).toEqual({ cart: { header: { link: messages.cart.header.link } }, price: messages.price })
    expect(() => pickMessages(messages, ['cart.nothingHere'])).toThrow('cart.nothingHere')
  })
})
