/**
 * Build-time guard (called from scripts/postbuild.ts): a deploy build must not ship a contact form
 * that silently cannot work. The default endpoint, `/api/inquiry`, is the local collector that only
 * exists under `npm start`; a static host answers it with 404 and every inquiry would fail.
 *
 * A build is a deploy build when DEPLOY_TARGET is set (to anything but `local`), or when it runs on a
 * host that sets its own marker (Netlify, Vercel, Cloudflare Pages). Such a build fails, naming
 * VITE_INQUIRY_ENDPOINT, unless that is an https URL that is not a placeholder. Local and CI builds
 * keep the local collector and only get a note.
 */
const ENDPOINT_VARIABLE = 'VITE_INQUIRY_ENDPOINT'

type Env = Record<string, string | undefined>

/** Why this build counts as a deploy build, or undefined for a local/test build. */
export function deployReason(env: Env): string | undefined {
  const target = env.DEPLOY_TARGET?.trim()
  if (target && target.toLowerCase() !== 'local') return `DEPLOY_TARGET=${target}`
  if (env.NETLIFY === 'true') return 'building on Netlify'
  if (env.VERCEL === '1') return 'building on Vercel'
  if (env.CF_PAGES === '1') return 'building on Cloudflare Pages'
  return undefined
}

/** What is wrong with an endpoint for a deployed site, or undefined if it can work. */
export function endpointProblem(endpoint: string): string | undefined {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return `it is "${endpoint}", a path on this site that only the local collector of \`npm start\` answers (a static host returns 404, so every inquiry would fail)`
  }
  if (url.protocol !== 'https:') return `it is "${endpoint}", which is not an https URL`
  if (/\.example$/i.test(url.hostname)) return `it is "${endpoint}", a placeholder address`
  return undefined
}

export type EndpointCheck =
  { level: 'ok' } | { level: 'note'; message: string } | { level: 'error'; message: string }

export function checkInquiryEndpoint(endpoint: string, env: Env): EndpointCheck {
  const reason = deployReason(env)
  const problem = endpointProblem(endpoint)
  if (!problem) return { level: 'ok' }
  if (reason) {
    return {
      level: 'error',
      message:
        `✖ Deploy build (${reason}), but ${ENDPOINT_VARIABLE} cannot receive inquiries: ${problem}.\n` +
        `  Set ${ENDPOINT_VARIABLE} to your form service's https URL (it receives the inquiry as a JSON POST)\n` +
        `  and build again, e.g. ${ENDPOINT_VARIABLE}=https://forms.your-provider.com/f/abc123 DEPLOY_TARGET=production npm run build`,
    }
  }
  return {
    level: 'note',
    message:
      `ℹ The contact form posts to ${endpoint}: the local collector of \`npm start\` (data/inquiries.jsonl).\n` +
      `  To deploy to a static host, set ${ENDPOINT_VARIABLE} and build with DEPLOY_TARGET=<name>; the build fails without it.`,
  }
}

/** The postbuild step: prints the note, or the error and fails the build. Skipped for dev builds. */
export function enforceInquiryEndpoint(endpoint: string, env: Env = process.env): void {
  if (env.BUILD_MODE === 'development') return
  const result = checkInquiryEndpoint(endpoint, env)
  if (result.level === 'note') console.log(`\n${result.message}\n`)
  if (result.level === 'error') {
    console.error(`\n${result.message}\n`)
    process.exit(1)
  }
}
