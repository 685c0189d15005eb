/**
 * The content build: validate every collection, then write the typed indexes to
 * `src/generated/indexes/`. Files are only rewritten when their text changes (no needless reloads
 * in dev) and are replaced atomically (a parallel build never reads half a file). Posts that are
 * gone lose their generated module.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { loadContent, type LoadedContent } from './collections.ts'
import { checkContentLinks, type FileReference } from './contentLinks.ts'
import { generateModules } from './generate.ts'
import { MdxCheckCache, mdxCheckCacheFile } from './mdxCheck.ts'
import { resolveContentPaths, type ContentPaths } from './paths.ts'

export interface BuildContentOptions {
  root?: string
  env?: NodeJS.ProcessEnv
  includeDrafts: boolean
  /**
   * Writes the indexes from the files that are valid even when others are not (the dev server,
   * which then shows the errors in its overlay instead of not starting).
   */
  partial?: boolean
}

export interface BuildContentResult {
  ok: boolean
  errors: string[]
  paths: ContentPaths
  content?: LoadedContent
  /** Links written in bodies, for `contentLinkErrors`. */
  references: FileReference[]
  /** Generated files whose text changed. */
  written: string[]
  removed: string[]
  skippedDrafts: string[]
}

/** Writes `text` to `file` unless it already holds exactly that; true when it wrote. */
export function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false
  mkdirSync(path.dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, text)
  renameSync(temp, file)
  return true
}

function listGenerated(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? listGenerated(path.join(dir, e.name), `${prefix}${e.name}/`)
      : [`${prefix}${e.name}`],
  )
}

export function buildContent(options: BuildContentOptions): BuildContentResult {
  const paths = resolveContentPaths(options.root, options.env)
  const mdxCache = new MdxCheckCache(mdxCheckCacheFile(paths.root))
  const { content, errors, skippedDrafts, references } = loadContent(paths, {
    includeDrafts: options.includeDrafts,
    mdxCache,
  })
  mdxCache.save()
  if (errors.length > 0 && !options.partial) {
    return { ok: false, errors, paths, references, written: [], removed: [], skippedDrafts }
  }
  const modules = generateModules(content, paths.generatedDir)
  const written: string[] = []
  for (const [rel, text] of modules) {
    if (writeIfChanged(path.join(paths.generatedDir, rel), text)) written.push(rel)
  }
  const removed = listGenerated(paths.generatedDir).filter(
    (rel) => !modules.has(rel) && !rel.endsWith('.tmp'),
  )
  for (const rel of removed) rmSync(path.join(paths.generatedDir, rel), { force: true })
  return {
    ok: errors.length === 0,
    errors,
    paths,
    content,
    references,
    written,
    removed,
    skippedDrafts,
  }
}

/**
 * Internal links of the content that lead nowhere. `pages`: every page path of the site, which the
 * route table knows once the indexes are written (the caller loads it: the CLI imports it, the dev
 * server loads it through Vite so it sees each new post).
 */
export function contentLinkErrors(result: BuildContentResult, pages: Iterable<string>): string[] {
  const publicDir = path.join(result.paths.root, 'public')
  return checkContentLinks(result.references, {
    pages: new Set(pages),
    publicFile: (rel) => existsSync(path.join(publicDir, rel)),
  })
}

/** The failure report printed by the CLI and raised by the Vite plugin. */
export function formatErrors(errors: string[]): string {
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`
  return `✖ Content: ${count} to fix before the site can build:\n${errors.map((e) => `  • ${e}`).join('\n')}\n  (CONTRIBUTING.md, "Adding an article", explains every field.)`
}

/** One line saying what was built. */
export function formatSummary(result: BuildContentResult): string {
  const c = result.content
  if (!c) return ''
  const parts = [
    `${c.blog.length} blog posts`,
    `${c.featured.length} featured articles`,
    `${c.research.length} research solutions`,
    `${c.legal.length} legal pages`,
    `${c.faq.length} FAQ items`,
    `${c.glossary.length} glossary terms`,
  ]
  const drafts =
    result.skippedDrafts.length > 0 ? `; ${result.skippedDrafts.length} draft(s) left out` : ''
  const fallback =
    result.paths.fallbacks.length > 0 ? `; from content/: ${result.paths.fallbacks.join(', ')}` : ''
  return `✓ Content: ${parts.join(', ')}${drafts}${fallback}`
}
