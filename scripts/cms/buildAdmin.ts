/**
 * Builds the editor into `<outDir>` (the build's `admin/`): Decap CMS's prebuilt bundle as the
 * package ships it (with its lazily loaded chunks), this site's additions (src/admin/main.ts, bundled
 * with esbuild, with the configuration generated from the content schemas), the page that loads
 * both, and the preview's article template and styles, taken from a prerendered article page of
 * the site build. No page of the site links to or loads any of it (tests/e2e/admin-safety.spec.ts).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import matter from 'gray-matter'
import type { SiteValues } from '../../src/admin/editorComponents.ts'
import { resolveContentPaths } from '../indexer/paths.ts'
import { BASE_WIDGETS, checkedWidget, cmsConfig, FORMAT_NAME, type ConfigInput } from './config.ts'

export const ADMIN_DIR = 'admin'

export interface AdminBuildOptions {
  /** Where the editor's files go (served at /admin/). */
  outDir: string
  /** A site build to take the article page (template and styles) from; none: no article preview. */
  dist?: string
  root?: string
  backend: ConfigInput['backend']
  siteUrl: string
  site: SiteValues
  today?: string
}

export interface AdminBuildResult {
  files: number
  /** Bytes of what the editor page loads at start (decap-cms.js, admin.js, init.js, index.html). */
  startBytes: number
  startGzip: number
  /** Every file of the editor. */
  totalBytes: number
}

const nextId = (ids: number[]) => (ids.length === 0 ? 1 : Math.max(...ids) + 1)

/** The numbers in use in a collection's `field` (ids, FAQ order). */
function numbersIn(dir: string, field: string): number[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => {
      try {
        return Number(matter(readFileSync(path.join(dir, f), 'utf8'), {}).data[field])
      } catch {
        return NaN
      }
    })
    .filter((n) => Number.isInteger(n))
}

/** The preview's article page: the first prerendered post's `<main>` and styles. */
function articleTemplate(dist: string): { template: string; css: string } | null {
  const dir = path.join(dist, 'blog')
  if (!existsSync(dir)) return null
  const page = readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()[0]
  if (!page) return null
  const html = readFileSync(path.join(dir, page), 'utf8')
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0]
  if (!main) return null
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
  // The article's own text is replaced by the entry's in the preview.
  const template = main.replace(
    /(<div[^>]*data-article-body[^>]*>)[\s\S]*?(<\/div><footer)/,
    '$1$2',
  )
  return { template, css }
}

const decapDist = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist')

/**
 * Decap marks every field it does not check for presence "(optional)"; the build's checks do that
 * here, and the generated labels say which fields are optional (scripts/cms/config.ts).
 */
const ADMIN_CSS = `label[for*="-field-"] > span:last-child { display: none; }
`

function indexHtml(siteName: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · ${siteName.replace(/[<&]/g, '')}</title>
<script src="/${ADMIN_DIR}/init.js"></script>
<link rel="stylesheet" href="/${ADMIN_DIR}/admin.css">
</head>
<body>
<script src="/${ADMIN_DIR}/decap-cms.js"></script>
<script src="/${ADMIN_DIR}/admin.js"></script>
</body>
</html>
`
}

export async function buildAdmin(options: AdminBuildOptions): Promise<AdminBuildResult> {
  const root = options.root ?? process.cwd()
  const paths = resolveContentPaths(root)
  const blogTags = (JSON.parse(readFileSync(paths.tagsFile, 'utf8')) as { tags: string[] }).tags
  const config = cmsConfig({
    backend: options.backend,
    siteUrl: options.siteUrl,
    blogTags,
    nextIds: {
      blog: nextId(numbersIn(paths.collections.blog, 'id')),
      featured: nextId(numbersIn(paths.collections.featured, 'id')),
      faq: nextId(numbersIn(paths.collections.faq, 'order')),
    },
    today: options.today ?? new Date().toISOString().slice(0, 10),
  })
  const out = options.outDir
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })

  const admin = {
    config,
    blogTags,
    site: options.site,
    preview: options.dist ? articleTemplate(options.dist) : null,
    formatName: FORMAT_NAME,
    widgets: BASE_WIDGETS,
    checkedWidget: checkedWidget(''),
  }
  await build({
    entryPoints: [path.join(root, 'src/admin/main.ts')],
    outfile: path.join(out, 'admin.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    define: { __ADMIN__: JSON.stringify(admin) },
    logLevel: 'warning',
  })

  const decap = decapDist()
  for (const file of readdirSync(decap)) {
    if (/(^|\.)decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(file))
      copyFileSync(path.join(decap, file), path.join(out, file))
  }
  // Decap starts itself when its script loads unless told to wait for admin.js (no inline script:
  // the editor's CSP allows this origin's files only).
  writeFileSync(path.join(out, 'init.js'), 'window.CMS_MANUAL_INIT = true\n')
  writeFileSync(path.join(out, 'index.html'), indexHtml(options.site.name))
  writeFileSync(path.join(out, 'admin.css'), ADMIN_CSS)

  const size = (file: string) => statSync(path.join(out, file)).size
  const start = ['index.html', 'init.js', 'decap-cms.js', 'admin.js']
  return {
    files: readdirSync(out).length,
    startBytes: start.reduce((n, f) => n + size(f), 0),
    startGzip: start.reduce((n, f) => n + gzipSync(readFileSync(path.join(out, f))).length, 0),
    totalBytes: readdirSync(out).reduce((n, f) => n + size(f), 0),
  }
}

/** The GitHub repository and login the production editor uses (docs/EDITOR.md). */
function githubBackend(env: NodeJS.ProcessEnv = process.env): ConfigInput['backend'] {
  return {
    name: 'github',
    repo: env.CMS_GITHUB_REPO ?? env.GITHUB_REPOSITORY ?? 'OWNER/REPOSITORY',
    branch: env.CMS_GITHUB_BRANCH ?? 'main',
    ...(env.CMS_AUTH_BASE_URL ? { base_url: env.CMS_AUTH_BASE_URL } : {}),
    ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}),
  }
}

/** The postbuild step: the editor into `<dist>/admin/`, for the GitHub backend. */
export async function adminStep(
  dist: string,
  site: SiteValues & { url: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const backend = githubBackend(env)
  const result = await buildAdmin({
    outDir: path.join(dist, ADMIN_DIR),
    dist,
    backend,
    siteUrl: site.url,
    site: { name: site.name, email: site.email, privacyEmail: site.privacyEmail },
  })
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  const repo = backend.name === 'github' ? backend.repo : ''
  console.log(
    `✓ editor: /${ADMIN_DIR}/ loads ${kb(result.startGzip)} gzip (${kb(result.startBytes)}), ${result.files} files; ` +
      (repo === 'OWNER/REPOSITORY'
        ? 'set CMS_GITHUB_REPO=owner/name for its GitHub login'
        : `saves to ${repo} as pull requests`),
  )
}
