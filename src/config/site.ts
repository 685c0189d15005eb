import { readSiteConfig } from './readSiteConfig'

/**
 * The site config of this build (see `siteConfig.ts` and README "Configuration"). Outside Vite
 * (Playwright specs importing page data) there is no `import.meta.env`: defaults apply.
 */
export const site = readSiteConfig(
  (import.meta.env as Record<string, string | boolean> | undefined) ?? {},
)
