/**
 * The content build: validate every collection, then write the typed indexes to
 * `src/generated/content/`. Files are only rewritten when their text changes (no needless reloads
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
import { generateModules } from './generate.ts'
import { resolveContentPaths, type ContentPaths } from './paths.ts'

export interface BuildContentOptions {
  root?: string
  env?: NodeJS.ProcessEnv
  includeDrafts: boolean
}

export interface BuildContentResult {
  ok: boolean
  errors: string[]
  paths: ContentPaths
  content?: LoadedContent
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
  const { content, errors, skippedDrafts } = loadContent(paths, {
    includeDrafts: options.includeDrafts,
  })
  if (errors.length > 0) {
    return { ok: false, errors, paths, written: [], removed: [], skippedDrafts }
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
  return { ok: true, errors, paths, content, written, removed, skippedDrafts }
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
