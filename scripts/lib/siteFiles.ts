import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

interface HtmlFilesOptions {
  /** Folders (relative to the build folder) that hold no pages, left unread: faster on a large build. */
  skipFolders?: readonly string[]
}

/**
 * Every `.html` file under `dir`, as paths relative to it with forward slashes, sorted. Dot-folders
 * and `node_modules` are never read.
 */
export function htmlFiles(dir: string, { skipFolders = [] }: HtmlFilesOptions = {}): string[] {
  const skip = new Set(skipFolders)
  const found: string[] = []
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.') && !skip.has(rel))
          walk(rel)
      } else if (entry.name.endsWith('.html')) {
        found.push(rel)
      }
    }
  }
  walk('')
  return found.sort()
}

/** The URL path a flat-built HTML file is served at: `index.html` → `/`, `a/b.html` → `/a/b`. */
export function pagePathOf(file: string): string {
  if (file === 'index.html') return '/'
  const bare = file.replace(/\.html$/, '').replace(/\/index$/, '')
  return `/${bare}`
}

/**
 * The files a static host tries for a clean URL path, in order: the file itself, `x.html`, then
 * `x/index.html` (`/` → `index.html`). Relative to the build folder.
 */
export function fileCandidates(pathname: string): string[] {
  const rel = pathname.replace(/^\/+/, '').replace(/\/+$/, '')
  return rel === '' ? ['index.html'] : [rel, `${rel}.html`, `${rel}/index.html`]
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * The build folder a gate script checks (`--dir`, else SITE_OUT_DIR, else dist/), or exit naming
 * it when it holds no build.
 */
export function builtSiteDir(argv: string[]): { dir: string; shown: string } {
  const { values } = parseArgs({ args: argv, options: { dir: { type: 'string' } } })
  const dir = path.resolve(values.dir ?? process.env.SITE_OUT_DIR ?? 'dist')
  const shown = path.relative(process.cwd(), dir) || '.'
  if (!isFile(path.join(dir, 'index.html'))) {
    console.error(`✖ No build in ${shown}/ (run npm run build first).`)
    process.exit(1)
  }
  return { dir, shown }
}
