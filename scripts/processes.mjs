import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

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

/**
 * Fails when something already listens on the port. A server left over from an earlier run would answer
 * in place of the one about to start there, which then dies on the taken port while its waiter is
 * satisfied by the old one, and the old one is what gets measured.
 */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) =>
      reject(
        new Error(
          `le port ${port} est déjà pris (${error.code ?? error.message}) : un serveur d’un run précédent tourne-t-il encore ?`,
        ),
      ),
    )
    probe.listen(port, () => probe.close(() => resolve()))
  })
}
