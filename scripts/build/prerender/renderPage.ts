/**
 * One prerendered page: the route rendered as vite-react-ssg 0.9.2 renders a route-table app (its
 * `RemixAdapter.render` and `renderHTML`, not exported by the package): React Router's static
 * handler, Helmet and the style collector around the app, the app's HTML and head tags written
 * into the page template, the collected styles first in `<head>` after the charset. The HTML is
 * React's own: vite-react-ssg re-serialized every page through JSDOM (an apostrophe came out as
 * `'`, where React writes `&#x27;`), which browsers read the same.
 *
 * What vite-react-ssg adds for its client app is left out, since the site does not ship that app
 * (src/islands/): the router's hydration data, the build hash, the route loaders' JSON files and a
 * `modulepreload` link per chunk the render touched (which vite-react-ssg finds by parsing every
 * page into a JSDOM window: half of its CPU time at 1,000 posts).
 *
 * Two differences of order, not of content: the styles and head tags go after `<meta charset>`
 * (vite-react-ssg puts them before it), and styled-components writes its groups of rules in the
 * order the components were created, which here is the one bundle's and there the order the route
 * chunks loaded in. The parity check (scripts/review/parity.ts, in `npm run test:build`) builds a
 * page of every route with both and fails on any other difference.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Writable } from 'node:stream'
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router-dom/server.js'
import type { ViteReactSSGContext } from 'vite-react-ssg'

/** Helmet as the app's `<Head>` sees it: the copy vite-react-ssg itself depends on. */
interface HelmetData {
  helmet?: Record<
    'htmlAttributes' | 'bodyAttributes' | 'title' | 'meta' | 'link' | 'script',
    object
  >
}
const { HelmetProvider } = createRequire(import.meta.resolve('vite-react-ssg'))(
  'react-helmet-async',
) as { HelmetProvider: ComponentType<{ context: object; children: ReactNode }> }

/** `src/main.tsx`'s export: the app of one route (or of the whole table, without `routePath`). */
export type CreateRoot = (client: boolean, routePath?: string) => Promise<ViteReactSSGContext>

export interface PageTemplate {
  /** index.html as the template build wrote it, serialized by parse5, with its empty root container. */
  html: string
  rootContainerId: string
}

/** A rendered route: the app's HTML and what goes into `<head>`, `<html>` and `<body>`. */
export interface RenderedPage {
  appHtml: string
  headTags: string[]
  htmlAttributes: string
  bodyAttributes: string
  styleTag: string
}

const withTrailingSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`)
const removeLeadingSlash = (p: string) => (p.startsWith('/') ? p.slice(1) : p)

/** React's whole HTML once every Suspense boundary has resolved. */
function renderStaticApp(app: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(Buffer.from(chunk))
        next()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    sink.on('error', reject)
    const { pipe } = renderToPipeableStream(app, {
      onError: (error) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)))
      },
      onAllReady: () => pipe(sink),
    })
  })
}

/** Renders `route` of the app that `createRoot` makes. */
async function renderRoute(createRoot: CreateRoot, route: string): Promise<RenderedPage> {
  const appCtx = await createRoot(false, route)
  const { base, routes, routerOptions, getStyleCollector, triggerOnSSRAppRendered } = appCtx
  const url = `${withTrailingSlash(base)}${removeLeadingSlash(route)}`
  const styleCollector = getStyleCollector ? await getStyleCollector() : null
  const helmetContext: HelmetData = {}
  const request = new URL(url, 'http://localhost')
  const { dataRoutes, query } = createStaticHandler([...routes], { basename: base })
  const context = await query(new Request(request.href))
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`)
  const router = createStaticRouter(dataRoutes, context, { future: routerOptions.future })
  let app: ReactElement = createElement(HelmetProvider, {
    context: helmetContext,
    // No hydration data: no client router reads it.
    children: createElement(StaticRouterProvider, { router, context, hydrate: false }),
  })
  if (styleCollector) app = styleCollector.collect(app)
  const appHtml = await renderStaticApp(app)
  const { helmet } = helmetContext
  let title = String(helmet?.title ?? '')
  // Helmet's empty title (`<title data-rh="true"></title>`) is left out, as vite-react-ssg does.
  if (title.split('>')[1] === '</title') title = ''
  const head = [
    title,
    String(helmet?.meta ?? ''),
    String(helmet?.link ?? ''),
    String(helmet?.script ?? ''),
  ]
  await triggerOnSSRAppRendered(route, appHtml, appCtx)
  return {
    appHtml,
    headTags: head.filter(Boolean),
    htmlAttributes: String(helmet?.htmlAttributes ?? ''),
    bodyAttributes: String(helmet?.bodyAttributes ?? ''),
    styleTag: styleCollector?.toString(appHtml) ?? '',
  }
}

/** `<head>` and the template's `<meta charset>`, after which the page's styles and head tags go. */
const HEAD_START = /<head>(?:\s*<meta charset="[^"]*">)?/i

/**
 * The page's HTML: the template with the rendered app and head tags (vite-react-ssg's `renderHTML`).
 * The collected styles and the head tags go after `<meta charset>`, which must stay within the
 * first 1,024 bytes.
 */
export function pageHtml(template: PageTemplate, page: RenderedPage): string {
  const container = `<div id="${template.rootContainerId}"></div>`
  const head = HEAD_START.exec(template.html)
  if (!head) throw new Error('the page template has no <head>')
  if (!template.html.includes(container)) {
    throw new Error(`the page template has no empty ${container} for the prerendered app`)
  }
  const attributes = (text: string) => (text ? ` ${text}` : '')
  // Replacer functions: the app's HTML may hold `$&` and other replacement patterns.
  return template.html
    .replace(head[0], () => `${head[0]}${page.styleTag}${page.headTags.join('')}`)
    .replace('<body', () => `<body${attributes(page.bodyAttributes)}`)
    .replace('<html', () => `<html${attributes(page.htmlAttributes)}`)
    .replace(
      container,
      () =>
        `<div id="${template.rootContainerId}" data-server-rendered="true">${page.appHtml}</div>`,
    )
}

/** Where a route's HTML goes, relative to the output folder (vite-react-ssg's `dirStyle: 'flat'`). */
export function pageFile(route: string): string {
  return `${(route.endsWith('/') ? `${route}index` : route).replace(/^\//, '')}.html`
}

/** Folders already made, so each page does not ask again. */
const made = new Set<string>()

/** Renders `route` and writes its page into `outDir`. */
export async function prerenderPage(
  createRoot: CreateRoot,
  template: PageTemplate,
  outDir: string,
  route: string,
): Promise<void> {
  const html = pageHtml(template, await renderRoute(createRoot, route))
  const file = path.join(outDir, pageFile(route))
  const dir = path.dirname(file)
  if (!made.has(dir)) {
    await mkdir(dir, { recursive: true })
    made.add(dir)
  }
  await writeFile(file, html, 'utf8')
}
