export declare function productionServerEnvironment(
  base: Record<string, string | undefined>,
): Record<string, string | undefined>
