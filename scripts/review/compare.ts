/**
 * Compares two builds (`dist/` trees) through the review's normaliser (./normalise.ts): which pages
 * were added, removed or changed (and in what: text, head, structure, styles), and which other files
 * changed, by kind: feeds, sitemap, redirects, headers, and the rest (scripts, images, …).
 */
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import {
  normaliseCode,
  normaliseFileName,
  normalisePage,
  pageChanges,
  type NormalPage,
  type PageChangeKind,
} from './normalise'

export type Status = 'added' | 'removed' | 'changed'

export interface PageDiff {
  /** The address the page is served at (`/`, `/about`, `/blog/page/2`). */
  path: string
  /** Its file, relative to the build folder. */
  file: string
  status: Status
  /** What changed (empty for added and removed pages). */
  kinds: PageChangeKind[]
  base?: NormalPage
  head?: NormalPage
}

export type FileKind = 'feeds' | 'sitemap' | 'redirects' | 'headers' | 'other'

export interface FileDiff {
  /** Relative to the build folder, without content hashes. */
  file: string
  kind: FileKind
  status: Status
  baseBytes?: number
  headBytes?: number
  /** The normalised text of each side, for text files of every kind but `other`. */
  baseText?: string
  headText?: string
}

export interface SiteComparison {
  pages: PageDiff[]
  /** Addresses of the pages found in both builds and unchanged. */
  unchanged: string[]
  files: FileDiff[]
}

/** The address a page file is served at (the hosts' clean URLs). */
export function pagePath(file: string): string {
  const clean = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
  if (clean === 'index') return '/'
  if (clean.endsWith('/index')) return `/${clean.slice(0, -'index'.length)}`
  return `/${clean}`
}

/** What a file is, for the report. */
export function fileKind(file: string): FileKind {
  const name = file.split(path.sep).join('/')
  if (['rss.xml', 'atom.xml', 'feed.json'].includes(name)) return 'feeds'
  if (['sitemap.xml', 'robots.txt'].includes(name)) return 'sitemap'
  if (name === '_redirects') return 'redirects'
  if (['_headers', 'vercel.json', '.vercelignore'].includes(name) || name.startsWith('_nginx/')) {
    return 'headers'
  }
  return 'other'
}

const TEXT_FILE =
  /\.(?:js|mjs|css|json|xml|txt|svg|html|map|conf|webmanifest)$|(?:^|\/)(?:_headers|_redirects|\.vercelignore)$/

/** Every file of a build folder, relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

const sha = (data: string | Buffer) => createHash('sha1').update(data).digest('hex')

/** Compares the build in `baseDir` with the build in `headDir`. */
export function compareSites(baseDir: string, headDir: string): SiteComparison {
  const baseFiles = filesOf(baseDir)
  const headFiles = filesOf(headDir)
  const pages: PageDiff[] = []
  const unchanged: string[] = []

  const isPage = (file: string) => file.endsWith('.html')
  const headPages = new Set(headFiles.filter(isPage))
  const basePages = new Set(baseFiles.filter(isPage))
  const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8')
  for (const file of [...new Set([...basePages, ...headPages])].sort()) {
    const where = pagePath(file)
    if (!headPages.has(file)) {
      pages.push({
        path: where,
        file,
        status: 'removed',
        kinds: [],
        base: normalisePage(read(baseDir, file)),
      })
      continue
    }
    if (!basePages.has(file)) {
      pages.push({
        path: where,
        file,
        status: 'added',
        kinds: [],
        head: normalisePage(read(headDir, file)),
      })
      continue
    }
    const before = read(baseDir, file)
    const after = read(headDir, file)
    if (before === after) {
      unchanged.push(where)
      continue
    }
    const base = normalisePage(before)
    const head = normalisePage(after)
    const kinds = pageChanges(base, head)
    if (kinds.length === 0) unchanged.push(where)
    else pages.push({ path: where, file, status: 'changed', kinds, base, head })
  }

  return { pages, unchanged, files: compareFiles(baseDir, baseFiles, headDir, headFiles) }
}

/** One side of the files that are not pages, by name without content hash. */
function indexFiles(dir: string, files: string[]) {
  const byName = new Map<
    string,
    { files: string[]; bytes: number; digests: string[]; text?: string }
  >()
  for (const file of files) {
    if (file.endsWith('.html')) continue
    const name = normaliseFileName(file)
    const raw = readFileSync(path.join(dir, file))
    const isText = TEXT_FILE.test(file.split(path.sep).join('/'))
    const text = isText ? normaliseCode(raw.toString('utf8')) : undefined
    const entry = byName.get(name) ?? { files: [], bytes: 0, digests: [] }
    entry.files.push(file)
    entry.bytes += raw.length
    entry.digests.push(sha(text ?? raw))
    if (fileKind(name) !== 'other') entry.text = text
    byName.set(name, entry)
  }
  for (const entry of byName.values()) entry.digests.sort()
  return byName
}

function compareFiles(
  baseDir: string,
  baseFiles: string[],
  headDir: string,
  headFiles: string[],
): FileDiff[] {
  const base = indexFiles(baseDir, baseFiles)
  const head = indexFiles(headDir, headFiles)
  const diffs: FileDiff[] = []
  for (const name of [...new Set([...base.keys(), ...head.keys()])].sort()) {
    const b = base.get(name)
    const h = head.get(name)
    const kind = fileKind(name)
    const sides = {
      ...(b ? { baseBytes: b.bytes, baseText: b.text } : {}),
      ...(h ? { headBytes: h.bytes, headText: h.text } : {}),
    }
    if (!b) diffs.push({ file: name, kind, status: 'added', ...sides })
    else if (!h) diffs.push({ file: name, kind, status: 'removed', ...sides })
    else if (b.digests.join() !== h.digests.join()) {
      diffs.push({ file: name, kind, status: 'changed', ...sides })
    }
  }
  return diffs
}
