import { existsSync } from 'node:fs'

/** Playwright cannot download its own browser here; the tests drive Debian's Chromium. */
export function requireChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return path
  console.error(
    `\nChromium est introuvable (${path}). Les tests de bout en bout en ont besoin :\n` +
      `  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `(ou indiquez un autre exécutable avec CHROMIUM_PATH=/chemin/vers/chromium)\n`,
  )
  process.exit(1)
}
