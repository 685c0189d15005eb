/**
 * MDX compiled once, whichever process asks: the build's compiled MDX lives on disk
 * (node_modules/.cache/mdx/), keyed by the file, its text, the mode and the compiler's versions.
 *
 * Compiling is most of what bundling the site costs (at 1,000 posts, ~7 ms per file: 7 of the 10 s
 * of a bundle), and two bundles compile every post: the prerender bundle, for the article pages,
 * and the site script, for the blog's post dialog. The prerender compiles them ahead, across
 * processes (./warmMdx.ts), so each bundle reads the results instead.
 *
 * Source maps are only generated when something uses them (the dev server, `build.sourcemap`).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import mdx from '@mdx-js/rollup'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { Plugin, TransformResult } from 'vite'
import { isMdxFile, mdxCacheDir } from './mdxFiles.ts'
import { typographyPlugins } from './typography.ts'

/** How the site's MDX compiles: frontmatter skipped, GitHub tables, typographic quotes, heading ids. */
export const MDX_OPTIONS: NonNullable<Parameters<typeof mdx>[0]> = {
  providerImportSource: '@mdx-js/react',
  // The frontmatter block is skipped, not exported: pages read the validated indexes (src/generated).
  remarkPlugins: [remarkFrontmatter, remarkGfm, ...typographyPlugins],
  rehypePlugins: [rehypeSlug],
}

export interface MdxCompileOptions {
  /** React's development JSX runtime (`jsxDEV`, with file positions), as Vite's development mode. */
  development: boolean
  withMaps: boolean
  /** Where compiled files are kept; none: compile every time. */
  cacheDir?: string
}

export interface Compiled {
  code: string
  map: TransformResult['map']
}

type Transform = (code: string, id: string) => Promise<Compiled | null | undefined>

/** `@mdx-js/rollup`'s compiler, configured as a Vite build in this mode would configure it. */
const compilers = new Map<string, Transform>()
function compilerFor({ development, withMaps }: MdxCompileOptions): Transform {
  const key = `${development} ${withMaps}`
  let transform = compilers.get(key)
  if (!transform) {
    // The plugin's options type leaves SourceMapGenerator out, but it passes it on to the compiler
    // (after its own default), which then skips the map.
    const noMaps = { ...MDX_OPTIONS, SourceMapGenerator: undefined }
    const plugin = mdx(withMaps ? MDX_OPTIONS : noMaps)
    const hook = <T>(h: T | { handler: T } | undefined) =>
      h && typeof h === 'object' && 'handler' in h ? h.handler : h
    ;(hook(plugin.config) as ((c: object, e: object) => void) | undefined)?.call(
      {},
      {},
      { command: 'build', mode: development ? 'development' : 'production' },
    )
    const run = hook(plugin.transform) as Transform
    transform = (code, id) => run.call({}, code, id)
    compilers.set(key, transform)
  }
  return transform
}

/**
 * What invalidates every cached result: the options (plugins by name) and the installed compiler
 * and plugins (the lock file).
 */
let salt: string | undefined
function cacheSalt(): string {
  if (salt === undefined) {
    const options = JSON.stringify(MDX_OPTIONS, (_key, value: unknown) =>
      typeof value === 'function' ? `function ${value.name}` : value,
    )
    const hash = createHash('sha1').update(options)
    const lock = path.join(process.cwd(), 'package-lock.json')
    if (existsSync(lock)) hash.update(readFileSync(lock))
    salt = hash.digest('hex')
  }
  return salt
}

function cacheFile(cacheDir: string, file: string, source: string, options: MdxCompileOptions) {
  const key = createHash('sha1')
    .update(`${cacheSalt()}\0${options.development}\0${options.withMaps}\0${file}\0`)
    .update(source)
    .digest('base64url')
  return path.join(cacheDir, `${key}.json`)
}

async function compile(file: string, source: string, options: MdxCompileOptions) {
  const result = await compilerFor(options)(source, file)
  if (!result) throw new Error(`${file}: not an MDX file`)
  return { code: result.code, map: result.map ?? null }
}

/** Compiles `source` (the text of `file`), or reads the result an earlier compile left. */
export async function compileMdx(
  file: string,
  source: string,
  options: MdxCompileOptions,
): Promise<Compiled & { cached: boolean }> {
  const cached = options.cacheDir ? cacheFile(options.cacheDir, file, source, options) : undefined
  if (cached && existsSync(cached)) {
    return { ...(JSON.parse(readFileSync(cached, 'utf8')) as Compiled), cached: true }
  }
  const compiled = await compile(file, source, options)
  if (cached) {
    mkdirSync(path.dirname(cached), { recursive: true })
    // Whole files only: another process may read it at any moment.
    const partial = `${cached}.${process.pid}.tmp`
    writeFileSync(partial, JSON.stringify(compiled))
    renameSync(partial, cached)
  }
  return { ...compiled, cached: false }
}

export interface CompileCounts {
  compiled: number
  reused: number
}

/**
 * The Vite plugin: `@mdx-js/rollup` through the cache in builds. `counts`
 * (for tests and logs) tells how many files were compiled and how many results were reused.
 */
export function cachedMdx(
  { cacheDir }: { cacheDir?: string } = {},
  counts: CompileCounts = { compiled: 0, reused: 0 },
): Plugin {
  let options: MdxCompileOptions = { development: false, withMaps: true }
  return {
    name: 'site:mdx',
    enforce: 'pre',

    configResolved(config) {
      options = {
        development: config.mode === 'development',
        withMaps: config.command === 'serve' || Boolean(config.build.sourcemap),
        // The dev server compiles a file as it is edited: no cache to fill.
        cacheDir: config.command === 'build' ? (cacheDir ?? mdxCacheDir(config.root)) : undefined,
      }
    },

    async transform(source, id) {
      const file = id.split('?')[0] ?? id
      if (!isMdxFile(file)) return null
      const { cached, ...compiled } = await compileMdx(file, source, options)
      if (cached) counts.reused++
      else counts.compiled++
      return compiled
    },
  }
}
