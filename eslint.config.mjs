import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Next's <Link> prefetches every link that enters the viewport: links go through IntentLink, which waits for
// the buyer's intent (docs/adr/0015-prefetch-on-intent.md). Repeated in each block below that sets
// no-restricted-imports, since a later block's options replace an earlier one's.
const NEXT_LINK = {
  name: 'next/link',
  message: 'Use IntentLink (@/components/navigation/intent-link): it prefetches on hover, focus or touch only.',
}

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
      'i18n/messages.generated.ts',
    ],
  },
  {
    // A promise nobody awaits fails silently: its rejection reaches no handler and no log. Mark a
    // deliberate fire-and-forget with `void`. Needs the types, hence the project service.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // One import statement per module, type imports included.
    rules: { 'import/no-duplicates': ['error', { 'prefer-inline': true }] },
  },
  {
    // The app must never depend on the demo stack: real deployments replace it by URLs.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts', 'i18n/**'],
    // Tests may build their fixtures with the demo's generators.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/demo/**', '@/demo/*'], message: 'The app must not import from demo/.' }],
          paths: [NEXT_LINK],
        },
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
  {
    // Catalogue pages load the session on demand, so outside AreaProviders these hooks throw; their
    // components use useLoadedOrderSystem (docs/adr/0013-session-clients-by-page-kind.md).
    files: [
      'components/{analytics,catalogue,cms,consent,error,layout,navigation,notifications,product,search,seo}/**',
      'app/(default)/{[handle],discount,plan-categories,search,template,univers}/**',
      'app/(default)/{layout,page}.tsx',
      'app/*.tsx',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/demo/**', '@/demo/*'], message: 'The app must not import from demo/.' }],
          paths: [
            NEXT_LINK,
            {
              name: '@/components/auth/session-provider',
              importNames: ['useShopServer', 'useOrderSystem'],
              message: 'Catalogue pages have no session client at first render: use useLoadedOrderSystem().',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is the shop's logic without React: it never reaches into the components that use it.
    files: ['lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/demo/**', '@/demo/*'], message: 'The app must not import from demo/.' },
            { group: ['**/components/**', '@/components/*'], message: 'lib/ must not import from components/.' },
          ],
          paths: [NEXT_LINK],
        },
      ],
    },
  },
  {
    // What the browser can load validates with zod/mini: classic zod cannot be tree-shaken and would come
    // whole, 32 kB gzip, with any one schema (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
    files: [
      'components/**',
      'lib/{account,auth,cart,http,leads,order-system,ordering,shop-server}/**',
      'lib/search/{documents,autocomplete-request}.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod']",
          message: "Import from 'zod/mini' here: this code reaches the browser (docs/adr/0021).",
        },
      ],
    },
  },
  {
    // One logger (lib/log/logger.ts): structured lines for operators, nothing written around it.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts', 'instrumentation*.ts', 'i18n/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing.ts', '**/testing.tsx'],
    rules: { 'no-console': 'error' },
  },
]

export default config
