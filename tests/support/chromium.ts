import { existsSync } from 'node:fs'

/**
 * Which Chromium Playwright drives: `CHROMIUM_PATH` (or `PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH`) if
 * set, else Debian's /usr/bin/chromium, else Playwright's own download (undefined).
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const override = env.CHROMIUM_PATH ?? env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH
  if (override) {
    if (!existsSync(override))
      throw new Error(`CHROMIUM_PATH points to ${override}, which does not exist`)
    return override
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  return undefined
}

/** Flags for Chromium in a container with no network beyond localhost. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
