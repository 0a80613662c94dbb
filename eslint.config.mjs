import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.demo-data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'bench/results.json',
    ],
  },
  {
    // The app must never depend on the demo stack: real deployments replace it by URLs.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts', 'i18n/**'],
    // Tests may build their fixtures with the demo's generators.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/demo/**', '@/demo/*'], message: 'The app must not import from demo/.' }] },
      ],
    },
  },
  {
    // The demo answers from its own shapes (demo/*/shapes.ts) and checks requests with its own rules:
    // sharing the shop's schemas would put a shape mistake on both sides, where the contract tests
    // (tests/contract, written from upstream shopinvader) could not see it. Its tests may still read
    // its answers with the shop's schemas.
    files: ['demo/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/**/schemas', '**/lib/**/schemas/*', '@/lib/**/schemas', '@/lib/**/schemas/*'],
              message:
                'The demo answers from its own shapes: do not import the shop’s schemas (see eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  },
]

export default config
