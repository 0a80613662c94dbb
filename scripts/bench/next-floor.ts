import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readFirstLoadJs } from './bundle'
import { assertPortFree, run, waitFor, type Env } from './shared.mjs'

/**
 * The bare-Next floor: an App Router app built with this project's own `next` and `react` (found up
 * the folder tree in our node_modules), a layout and one page of 40 `next/link`s to a dynamic route.
 * What the framework alone costs on this machine: its first-load JavaScript and its Lighthouse scores
 * are the floors the shop's pages are compared with, measured in the same run.
 */
export const NEXT_FLOOR_DIR = '.demo-data/next-floor'

const LINKS = 40

const FILES: Record<string, string> = {
  'next.config.mjs': 'export default {}\n',
  // Built inside this repository (Turbopack needs our node_modules within its root), Next would otherwise
  // take the shop's own instrumentation and proxy from the root: the floor has neither.
  'instrumentation.js': 'export function register() {}\n',
  'proxy.js': "export function proxy() {}\nexport const config = { matcher: '/__aucune-route' }\n",
  // A page without an icon makes the browser ask for /favicon.ico, a 404 logged in the console that costs the
  // floor its best-practices score.
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n',
  'app/layout.jsx': `export const metadata = { title: 'Plancher Next', description: 'Une page App Router nue : le plancher du framework.' }
export default function Layout({ children }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '0 auto', maxWidth: 960, padding: 16 }}>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `import Link from 'next/link'
const ids = Array.from({ length: ${LINKS} }, (_, index) => index + 1)
export default function Page() {
  return (
    <main>
      <h1>Plancher Next</h1>
      <ul>
        {ids.map((id) => (
          <li key={id} style={{ padding: '12px 0' }}>
            <Link href={\`/p/\${id}\`}>Catégorie {id}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
`,
  'app/p/[id]/page.jsx': `import Link from 'next/link'
export default async function Item({ params }) {
  const { id } = await params
  return (
    <main>
      <h1>Catégorie {id}</h1>
      <Link href="/">Retour</Link>
    </main>
  )
}
`,
}

export interface NextFloor {
  dir: string
  /** Gzipped first-load JavaScript of its page, counted like the shop's routes. */
  jsBytes: number
  start(port: number): Promise<{ url: string; stop(): Promise<void> }>
}

export async function buildNextFloor(env: Env): Promise<NextFloor> {
  const dir = path.resolve(NEXT_FLOOR_DIR)
  rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const floorEnv = { ...env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  console.log('[bench] Construction du plancher Next nu (next build)…')
  const code = await run('npx', ['next', 'build'], { cwd: dir, env: floorEnv })
  if (code !== 0) throw new Error(`next build du plancher Next a échoué (code ${code})`)
  const page = readFirstLoadJs(dir).routes.find((route) => route.route === '/')
  if (!page) throw new Error('le plancher Next n’a pas de route /')
  return {
    dir,
    jsBytes: page.bytes,
    async start(port) {
      await assertPortFree(port)
      const child = spawn('npx', ['next', 'start', '-p', String(port)], {
        cwd: dir,
        env: floorEnv,
        stdio: 'inherit',
        detached: true,
      })
      const url = `http://127.0.0.1:${port}/`
      await waitFor(url, 60_000)
      return {
        url,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve()
            child.once('exit', () => resolve())
            if (child.pid) process.kill(-child.pid, 'SIGTERM')
          }),
      }
    },
  }
}
