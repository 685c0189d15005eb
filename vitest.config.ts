import { defineConfig } from 'vitest/config'

export default defineConfig({
  oxc: {
    plugins: { styledComponents: { ssr: true, displayName: true, fileName: true } },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
})
