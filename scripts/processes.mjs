import { spawn } from 'node:child_process'

/**
 * Children started in their own process group, so that the servers npx and tsx start beneath them go
 * down with them.
 */
export function startChild(name, args, env, onExit) {
  const child = spawn('npx', args, { stdio: 'inherit', env, detached: true })
  child.on('exit', (code) => onExit?.(name, code))
  return {
    child,
    stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM')
      return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    },
  }
}

export async function waitFor(url, timeoutMs, isStopping = () => false) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !isStopping()) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} ne répond pas`)
}

/** The demo is ready once its identity provider answers discovery (it starts last). */
export const demoReadyUrl = (env) => `${env.OIDC_AUTHORITY}/.well-known/openid-configuration`
