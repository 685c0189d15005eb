import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Two projects: `unit` (fast, part of `npm run check`) and `build` (`*.build.test.ts`, tests that run
 * a whole production build in a temporary folder, 20–50 s each; `npm run test:build`). A bare
 * `npx vitest run` runs both.
 */
const BUILD_TESTS = 'scripts/**/*.build.test.ts'

export default defineConfig({
  // As in a build (vite.config.ts): the code that reads prerendered pages is what runs in production.
  define: { __PRERENDERED__: 'true' },
  oxc: {
    plugins: { styledComponents: { ssr: true, displayName: true, fileName: true } },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, BUILD_TESTS],
        },
      },
      { extends: true, test: { name: 'build', include: [BUILD_TESTS] } },
    ],
  },
})
