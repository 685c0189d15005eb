/**
 * The content build inside Vite:
 *
 * - runs the content build once when a build or the dev server starts (so a Vite build on its own
 *   also works), failing the build with the content errors;
 * - in dev, reruns it when a file of the content folder or of public/uploads changes: Vite then
 *   reloads whatever read the regenerated indexes, and errors show in the browser overlay;
 * - gives the browser bundle an empty `routePaths` module (prerender paths are build-time data);
 * - lets MDX files from a `CONTENT_DIR` outside the project import React and MDX from the project.
 */
import path from 'node:path'
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite'
import type { allConcretePaths } from '../../src/routes/table.ts'
import { buildContent, contentLinkErrors, formatErrors, formatSummary } from './buildContent.ts'
import { ROUTE_PATHS_MODULE, routePathsStub } from './generate.ts'
import { CONTENT_BUILT_ENV, draftsIncluded, resolveContentPaths } from './paths.ts'

const inside = (dir: string, file: string) => {
  const rel = path.relative(dir, file)
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)
}

/** Once per process: Vite loads this config for each of its builds. */
const BUILT = Symbol.for('site.contentBuilt')
type BuildState = { ok: boolean; message: string }
const state = globalThis as typeof globalThis & { [BUILT]?: BuildState }

export function contentPlugin(): Plugin {
  let config: ResolvedConfig
  const paths = resolveContentPaths(process.cwd())
  const routePathsFile = path.join(paths.generatedDir, ROUTE_PATHS_MODULE)
  const contentOutsideRoot = !inside(paths.root, paths.contentDir)

  const run = (includeDrafts: boolean) => {
    const result = buildContent({ root: paths.root, includeDrafts })
    return result.ok
      ? { ok: true, message: formatSummary(result) }
      : { ok: false, message: formatErrors(result.errors) }
  }

  return {
    name: 'site:content',
    enforce: 'pre',

    config() {
      if (!contentOutsideRoot) return undefined
      return { server: { fs: { allow: [paths.root, paths.contentDir] } } }
    },

    configResolved(resolved) {
      config = resolved
    },

    buildStart() {
      if (config.command !== 'build') return
      // The prerender's later build processes: its first one built the content a moment ago.
      if (process.env[CONTENT_BUILT_ENV] === '1') return
      const first = !state[BUILT]
      const built = (state[BUILT] ??= run(draftsIncluded(process.env)))
      if (!built.ok) this.error(built.message)
      if (first) config.logger.info(built.message)
    },

    configureServer(server: ViteDevServer) {
      /**
       * The dev build: the indexes from every valid file (one broken file does not stop the server),
       * then the links, against the route table as Vite loads it (so it knows each new post). The
       * problems, if any, stay on screen in the error overlay, also for a page opened later.
       */
      let problems: string | undefined
      const showProblems = () => {
        if (problems) server.ws.send({ type: 'error', err: { message: problems, stack: '' } })
      }
      const devBuild = async (timestamp: boolean) => {
        const result = buildContent({ root: paths.root, includeDrafts: true, partial: true })
        if (result.content) {
          try {
            const table = (await server.ssrLoadModule(
              path.join(paths.root, 'src/routes/table.ts'),
            )) as { allConcretePaths: typeof allConcretePaths }
            result.errors.push(...contentLinkErrors(result, table.allConcretePaths()))
          } catch (error) {
            config.logger.warn(`content links not checked: ${String(error)}`)
          }
        }
        problems = result.errors.length > 0 ? formatErrors(result.errors) : undefined
        if (problems) {
          config.logger.error(problems, { timestamp })
          showProblems()
        } else {
          config.logger.info(formatSummary(result), { timestamp })
        }
      }
      server.ws.on('connection', showProblems)
      void devBuild(false)
      if (contentOutsideRoot) server.watcher.add(paths.contentDir)
      let timer: NodeJS.Timeout | undefined
      const onChange = (file: string) => {
        if (!inside(paths.contentDir, file) && !inside(paths.uploadsDir, file)) return
        clearTimeout(timer)
        timer = setTimeout(() => void devBuild(true), 80)
      }
      server.watcher.on('add', onChange)
      server.watcher.on('change', onChange)
      server.watcher.on('unlink', onChange)
    },

    async resolveId(source, importer, options) {
      // MDX from a content folder outside the project imports react and @mdx-js/react by name.
      if (!contentOutsideRoot || !importer || !inside(paths.contentDir, importer)) return null
      if (source.startsWith('.') || source.startsWith('/') || source.startsWith('\0')) return null
      return this.resolve(source, path.join(paths.root, 'index.html'), {
        ...options,
        skipSelf: true,
      })
    },

    load(id, options) {
      const ssr = options?.ssr ?? this.environment?.config.consumer === 'server'
      if (!ssr && path.normalize(id.split('?')[0] ?? id) === routePathsFile) return routePathsStub
      return null
    },
  }
}
