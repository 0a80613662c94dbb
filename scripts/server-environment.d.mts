type Env = Record<string, string | undefined>

export declare const SERVER_HEAP_LIMIT_MB: number
export declare function heapLimitMb(options?: string): number | undefined
export declare function productionServerEnvironment(base: Env): Env
