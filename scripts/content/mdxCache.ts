/**
 * MDX compiled once per build, not once per bundle.
 *
 * `vite-react-ssg build` runs two Vite builds in one process (the browser bundle, then the prerender
 * bundle), and both compile every MDX file: at 1,000 posts that is ~7 s of the build spent compiling
 * the same text again. The compiled JavaScript does not depend on the bundle (only on
 * the file, its text and the mode), so this wrapper around `@mdx-js/rollup` keeps each result in
 * memory, keyed by file, mode and a hash of the source, for the life of the build process.
 *
 * Source maps are only generated when something uses them (the dev server, `build.sourcemap`).
 */
import { createHash } from 'node:crypto'
import mdx from '@mdx-js/rollup'
import type { Plugin, ResolvedConfig, TransformResult } from 'vite'

type MdxOptions = NonNullable<Parameters<typeof mdx>[0]>

interface Compiled {
  code: string
  map: TransformResult['map']
}

interface Entry {
  /** Hash of the source the result was compiled from. */
  hash: string
  compiled: Compiled
}

/**
 * One cache per process, shared by the Vite builds (each loads vite.config.ts afresh). One entry
 * per file, mode and source-map setting: an edited file (dev server) replaces its entry.
 */
const CACHE = Symbol.for('site.mdxCompileCache')
const shared = globalThis as typeof globalThis & { [CACHE]?: Map<string, Entry> }

function mdxCacheKey(id: string, mode: string, withMaps: boolean): string {
  return `${id.split('?')[0]}\0${mode}\0${withMaps ? 'map' : 'nomap'}`
}

const hashOf = (source: string) => createHash('sha1').update(source).digest('base64url')

export interface CompileCounts {
  compiled: number
  reused: number
}

/**
 * `@mdx-js/rollup` with `enforce: 'pre'`, compiling each file once per process. `counts` (for tests
 * and logs) tells how many files were compiled and how many results were reused.
 */
export function cachedMdx(
  options: MdxOptions,
  counts: CompileCounts = { compiled: 0, reused: 0 },
): Plugin {
  const cache = (shared[CACHE] ??= new Map<string, Entry>())
  let config: ResolvedConfig | undefined
  let mode = 'production'
  let withMaps = true
  // Two compilers: with and without source maps (the plugin picks the mode in its config hook).
  const withMapPlugin = mdx(options) as Plugin
  // The plugin's options type leaves SourceMapGenerator out, but it passes it on to the compiler
  // (after its own default), which then skips the map.
  const noMaps = { ...options, SourceMapGenerator: undefined }
  const noMapPlugin = mdx(noMaps) as Plugin
  const inner = () => (withMaps ? withMapPlugin : noMapPlugin)

  const callHook = (plugin: Plugin, hook: 'config' | 'transform') => {
    const h = plugin[hook]
    return typeof h === 'function' ? h : h?.handler
  }

  return {
    name: 'site:mdx',
    enforce: 'pre',

    config(config, env) {
      for (const plugin of [withMapPlugin, noMapPlugin]) {
        const hook = callHook(plugin, 'config') as
          ((this: unknown, c: typeof config, e: typeof env) => unknown) | undefined
        hook?.call(this, config, env)
      }
    },

    configResolved(resolved: ResolvedConfig) {
      config = resolved
      mode = resolved.mode
      withMaps = resolved.command === 'serve' || Boolean(resolved.build.sourcemap)
    },

    async transform(source, id) {
      const hook = callHook(inner(), 'transform') as
        | ((this: unknown, code: string, id: string) => Promise<Compiled | null | undefined>)
        | undefined
      if (!hook || !/\.mdx?$/.test(id.split('?')[0] ?? '')) return null
      const key = mdxCacheKey(id, mode, withMaps)
      const hash = hashOf(source)
      const hit = cache.get(key)
      if (hit?.hash === hash) {
        counts.reused++
        return { ...hit.compiled }
      }
      const result = await hook.call(this, source, id)
      if (!result) return null
      const compiled: Compiled = { code: result.code, map: result.map ?? null }
      cache.set(key, { hash, compiled })
      counts.compiled++
      return compiled
    },

    buildEnd() {
      if (config?.command === 'build' && counts.reused > 0) {
        config.logger.info(
          `MDX: ${counts.reused} file(s) reused from the earlier build, ${counts.compiled} compiled`,
        )
      }
    },
  }
}
