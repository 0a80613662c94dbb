import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) }

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'lib/**/*.test.ts',
            'i18n/**/*.test.ts',
            'demo/**/*.test.ts',
            'scripts/**/*.test.ts',
            'app/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'instrumentation.test.ts',
            'proxy.test.ts',
            'tests/repository/**/*.test.ts',
          ],
          setupFiles: ['./tests/setup-node.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'components/**/*.test.tsx',
            'lib/**/*.test.tsx',
            'app/**/*.test.tsx',
            'tests/contract/**/*.test.tsx',
          ],
          setupFiles: ['./tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
