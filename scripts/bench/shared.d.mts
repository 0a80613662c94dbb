import type { ChildProcess, SpawnOptions } from 'node:child_process'

export type Env = Record<string, string | undefined>

export interface Child {
  child: ChildProcess
  stop(): Promise<void>
}

export declare function build(env: Env): Promise<number>
export declare function requireChromium(): string
export declare function storefrontEnvironment(base: Env): {
  env: Env & { PORT: string; SITE_URL: string }
  needsDemo: boolean
}
export declare function demoReadyUrl(env: Env): string
export declare function startChild(
  name: string,
  args: string[],
  env: Env,
  onExit?: (name: string, code: number | null) => void,
): Child
export declare function assertPortFree(port: number): Promise<void>
export declare function waitFor(url: string, timeoutMs: number, isStopping?: () => boolean): Promise<void>
export declare function run(command: string, args: string[], options?: SpawnOptions): Promise<number>
export declare const STANDALONE_DIR: string
