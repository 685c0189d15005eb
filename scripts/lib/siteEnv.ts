import { loadEnv } from 'vite'
import { readSiteConfig, type SiteConfig } from '../../src/config/readSiteConfig'

/** The site config exactly as the Vite build sees it (`.env*` files and `VITE_*` variables). */
export function loadSiteConfig(mode = process.env.BUILD_MODE ?? 'production'): SiteConfig {
  return readSiteConfig({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickVite(process.env) })
}

function pickVite(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('VITE_')))
}
