import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import messages from '../messages/fr.json'
import { STOREFRONT_NAMESPACES, pickMessages } from './client-messages'

const components = path.resolve(__dirname, '../components')
/** Component folders rendered only under components/layout/area-providers.tsx, which gives every message. */
const AREA_COMPONENT_DIRS: readonly string[] = ['account', 'checkout', 'ordering', 'leads']

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Namespaces a file reads: `useTranslations('ns…')`, or `t('ns.key')` / `.raw('ns')` after a bare `useTranslations()`. */
function namespacesOf(source: string): string[] {
  const found = [...source.matchAll(/useTranslations\(['"]([A-Za-z0-9]+)/g)].map((m) => m[1]!)
  if (/useTranslations\(\)/.test(source)) {
    found.push(...[...source.matchAll(/\b(?:t|raw)\(['"]([A-Za-z0-9]+)[.'"]/g)].map((m) => m[1]!))
  }
  return found
}

describe('storefront client messages', () => {
  it('cover every namespace a component outside the account, checkout, ordering and lead folders reads', () => {
    const missing: string[] = []
    for (const file of files(components)) {
      const dir = path.relative(components, file).split(path.sep)[0]!
      if (AREA_COMPONENT_DIRS.includes(dir)) continue
      for (const namespace of namespacesOf(readFileSync(file, 'utf8'))) {
        if (!(STOREFRONT_NAMESPACES as readonly string[]).includes(namespace))
          missing.push(`${path.relative(components, file)}: ${namespace}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('reach storefront components only: nothing outside the area folders renders one of them', () => {
    // The cart page renders under the cart route's AreaProviders, with every message.
    const allowed = new Set(['cart/cart-page.tsx'])
    const area = new RegExp(`from '@/components/(${AREA_COMPONENT_DIRS.join('|')})/`)
    const offenders = files(components)
      .map((file) => path.relative(components, file))
      .filter((file) => !AREA_COMPONENT_DIRS.includes(file.split(path.sep)[0]!) && !allowed.has(file))
      .filter((file) => area.test(readFileSync(path.join(components, file), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('name namespaces that exist, and leave the area ones out', () => {
    for (const namespace of STOREFRONT_NAMESPACES) expect(messages).toHaveProperty(namespace)
    const picked = pickMessages(messages, STOREFRONT_NAMESPACES)
    expect(Object.keys(picked).sort()).toEqual([...STOREFRONT_NAMESPACES].sort())
    expect(picked).not.toHaveProperty('checkout')
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages).length / 2)
  })
})
