/**
 * The Vite config loads without warnings: every build and dev start prints what Vite warns about,
 * and a warning nobody acts on teaches everyone to skip the output. (Vite asks for file extensions
 * on relative imports in the config's module graph, for its coming native config loader.)
 */
import path from 'node:path'
import { createLogger, loadConfigFromFile } from 'vite'
import { expect, it } from 'vitest'

it('vite.config.ts loads without a warning from Vite', async () => {
  const warnings: string[] = []
  const logger = createLogger('warn')
  logger.warn = (message) => void warnings.push(message)
  logger.warnOnce = logger.warn
  await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.resolve('vite.config.ts'),
    process.cwd(),
    'warn',
    logger,
  )
  expect(warnings).toEqual([])
}, 30_000)
