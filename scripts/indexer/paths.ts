/**
 * Where the content build reads and writes. The content folder is `content/` unless `CONTENT_DIR`
 * names another one (a benchmark builds 1,000 generated posts from a temporary folder); a collection
 * the other folder does not have is read from `content/` instead, so such a folder may hold only the
 * blog.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Set (to `1`) for Vite builds that follow one which built the content in the same run (the
 * prerender's second bundle): they skip building it again.
 */
export const CONTENT_BUILT_ENV = 'SITE_CONTENT_BUILT'

const collectionNames = ['blog', 'featured', 'research', 'legal', 'faq', 'glossary'] as const
export type CollectionName = (typeof collectionNames)[number]

export interface ContentPaths {
  /** Project root (where package.json is). */
  root: string
  /** The configured content folder. */
  contentDir: string
  /** The folder each collection is read from. */
  collections: Record<CollectionName, string>
  /** The list of allowed blog tags. */
  tagsFile: string
  /** Images referenced by content: `public/uploads/`. */
  uploadsDir: string
  /** Where the typed indexes are written (git-ignored). */
  generatedDir: string
  /** Collections read from `content/` because the configured folder lacks them. */
  fallbacks: string[]
}

export function resolveContentPaths(
  root: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): ContentPaths {
  const defaultDir = path.join(root, 'content')
  const contentDir = env.CONTENT_DIR ? path.resolve(root, env.CONTENT_DIR) : defaultDir
  const fallbacks: string[] = []
  const pick = (name: string) => {
    const own = path.join(contentDir, name)
    if (contentDir === defaultDir || existsSync(own)) return own
    fallbacks.push(name)
    return path.join(defaultDir, name)
  }
  const collections = Object.fromEntries(collectionNames.map((n) => [n, pick(n)])) as Record<
    CollectionName,
    string
  >
  return {
    root,
    contentDir,
    collections,
    tagsFile: pick('tags.json'),
    uploadsDir: path.join(root, 'public', 'uploads'),
    generatedDir: path.join(root, 'src', 'generated', 'indexes'),
    fallbacks,
  }
}

/** A path as it should appear in messages: relative to the project when inside it. */
export function displayPath(root: string, file: string): string {
  const rel = path.relative(root, file)
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/')
}

/**
 * Drafts appear in development (dev server, `BUILD_MODE`/`NODE_ENV` development, `--drafts`) and
 * never in production builds.
 */
export function draftsIncluded(env: NodeJS.ProcessEnv, argv: string[] = []): boolean {
  if (argv.includes('--no-drafts')) return false
  return (
    argv.includes('--drafts') ||
    env.CONTENT_DRAFTS === '1' ||
    env.BUILD_MODE === 'development' ||
    env.NODE_ENV === 'development'
  )
}
