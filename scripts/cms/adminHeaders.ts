/**
 * The editor's own Content-Security-Policy (the site's would stop it: Decap CMS compiles its
 * configuration schema with `new Function`, talks to GitHub's API and shows uploads as blobs).
 * Every host config gives /admin/ these headers instead of the site's (scripts/build/hostConfigs.ts),
 * and `npm run cms` sends them too. The site's pages keep their own, stricter policy.
 */

/** Where the editor's page lives. */
export const ADMIN_PATH = '/admin/'

export interface AdminCspInput {
  /** Origins the editor talks to besides this site: the code host's API, a local backend. */
  connect?: readonly string[]
}

/** The GitHub backend: its API, and the avatars it shows for the logged-in writer. */
const GITHUB_API = 'https://api.github.com'
const GITHUB_AVATARS = 'https://avatars.githubusercontent.com'

export function adminContentSecurityPolicy({ connect = [GITHUB_API] }: AdminCspInput = {}): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Decap's configuration check (ajv) compiles code at run time.
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', GITHUB_AVATARS]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'blob:', 'data:', ...new Set(connect)]],
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** The headers /admin/ gets on top of (and, for the CSP, instead of) the site's. */
export function adminHeaders(input?: AdminCspInput): Record<string, string> {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(input),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  }
}
