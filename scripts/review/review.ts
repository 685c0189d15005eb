/**
 * `npm run review`: what a change does to the site, page by page.
 *
 *   npm run review [-- --base <ref>] [--out review] [--widths 375,1280] [--no-shots]
 *                  [--head-dist <folder>] [--cache-dir <folder>] [--sequential]
 *
 * Builds the base (default: the merge base of HEAD with `main`) in a temporary git worktree and the
 * working copy in place, at the same time (./builds.ts); compares the two builds page by page
 * through the review's normaliser (./compare.ts, ./normalise.ts); takes screenshots of every added
 * and changed page at each width, first screen and full page, on both sides (./screenshots.ts) and
 * their pixel differences (./pixels.ts); writes `review/index.html`, `review/summary.md` and
 * `review/report.json` (./report.ts). `--head-dist` compares an existing build instead of building
 * the working copy; `--sequential` builds one after the other (less memory, slower).
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildBase, buildHead, git, resolveBase, resolveHead, type Built } from './builds'
import { compareSites } from './compare'
import { changedIn, crop, cropBands, cropRows, diffImages, readImage, writeImage } from './pixels'
import { reportEntries, writeReport } from './report'
import {
  heightFor,
  shotFile,
  shotFolder,
  takeScreenshots,
  type Frame,
  type ShotJob,
  type Side,
} from './screenshots'
import type { ReportPage, ReviewReport } from './reviewTypes'

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string', default: 'review' },
    widths: { type: 'string', default: '375,1280' },
    'no-shots': { type: 'boolean', default: false },
    'head-dist': { type: 'string' },
    'cache-dir': { type: 'string' },
    sequential: { type: 'boolean', default: false },
  },
})

const started = performance.now()
const root = git(process.cwd(), ['rev-parse', '--show-toplevel'])
const outDir = path.resolve(values.out)
const widths = values.widths
  .split(',')
  .map(Number)
  .filter((w) => w > 0)
const cacheDir = path.resolve(
  values['cache-dir'] ?? path.join(root, 'node_modules', '.cache', 'review'),
)
const timings: Record<string, number> = {}
const log = (line: string) => console.log(`[review] ${line}`)
const since = (t: number) => (performance.now() - t) / 1000

// The report's folder is rewritten whole: refuse a folder that holds anything else.
if (
  existsSync(outDir) &&
  readdirSync(outDir).length > 0 &&
  !existsSync(path.join(outDir, 'report.json'))
) {
  if (!readdirSync(outDir).every((f) => ['build.log', 'shots'].includes(f))) {
    console.error(`✖ ${outDir} is not empty and holds no earlier review: choose another --out.`)
    process.exit(1)
  }
}
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
const logFile = path.join(outDir, 'build.log')

async function main(): Promise<void> {
  const base = resolveBase(root, values.base)
  const head = resolveHead(root)
  log(
    `${head.ref} (${head.sha.slice(0, 7)}${head.uncommitted ? ' + uncommitted changes' : ''}) against ${base.ref} (${base.sha.slice(0, 7)})`,
  )

  const baseBuild = () => buildBase({ root, sha: base.sha, cacheDir, logFile, log })
  const headBuild = (): Promise<Built> => {
    const dist = values['head-dist']
    if (dist) return Promise.resolve({ dist: path.resolve(dist), seconds: 0 })
    return buildHead(root, logFile, log)
  }
  const buildsStarted = performance.now()
  let built: [Built, Built]
  if (values.sequential) built = [await baseBuild(), await headBuild()]
  else built = await Promise.all([baseBuild(), headBuild()])
  const [baseBuilt, headBuilt] = built
  timings['base build'] = baseBuilt.seconds
  timings['head build'] = headBuilt.seconds
  timings.builds = since(buildsStarted)
  log(
    `builds: ${timings.builds.toFixed(1)} s (base ${baseBuilt.cached ? 'cached' : `${baseBuilt.seconds.toFixed(1)} s`}, head ${headBuilt.seconds.toFixed(1)} s); log: ${path.relative(process.cwd(), logFile)}`,
  )

  const compareStarted = performance.now()
  const comparison = compareSites(baseBuilt.dist, headBuilt.dist)
  const entries = reportEntries(comparison)
  timings.compare = since(compareStarted)
  log(
    `compared: ${entries.pages.length} pages differ, ${entries.unchanged} unchanged, ${entries.files.length} other files differ (${timings.compare.toFixed(1)} s)`,
  )

  const problems: string[] = []
  const shots = !values['no-shots']
  if (shots) {
    const shotsStarted = performance.now()
    const jobs: ShotJob[] = entries.pages.flatMap((page): ShotJob[] =>
      page.status === 'changed'
        ? [{ path: page.path, sides: ['base', 'head'] }]
        : page.status === 'added'
          ? [{ path: page.path, sides: ['head'] }]
          : [],
    )
    problems.push(
      ...(await takeScreenshots({
        jobs,
        roots: { base: baseBuilt.dist, head: headBuilt.dist },
        outDir,
        widths,
      })),
    )
    timings.screenshots = since(shotsStarted)
    const diffStarted = performance.now()
    for (const page of entries.pages) await attachShots(page)
    timings['pixel differences'] = since(diffStarted)
    log(
      `screenshots of ${jobs.length} pages at ${widths.join(' and ')} px: ${timings.screenshots.toFixed(1)} s, differences ${timings['pixel differences'].toFixed(1)} s`,
    )
  }

  timings.total = since(started)
  const report: ReviewReport = {
    base,
    head,
    generated: new Date().toISOString(),
    ...entries,
    widths,
    screenshots: shots,
    problems,
    timings,
  }
  const { html, markdown } = writeReport(outDir, report)
  for (const problem of problems) console.warn(`⚠ ${problem}`)
  const count = (s: ReportPage['status']) => entries.pages.filter((p) => p.status === s).length
  console.log(
    `\n✓ ${count('changed')} pages changed, ${count('added')} added, ${count('removed')} removed, ${entries.unchanged} unchanged; ${entries.files.filter((f) => f.kind !== 'other').length} feed, sitemap or host files and ${entries.files.filter((f) => f.kind === 'other').length} other files differ (${timings.total.toFixed(1)} s)`,
  )
  console.log(`  Report:  ${path.relative(process.cwd(), html)}  (open it in a browser)`)
  console.log(`  Summary: ${path.relative(process.cwd(), markdown)}`)
}

/**
 * Records a page's screenshots: cuts the first screen out of each full page and, for a changed
 * page, writes the differences (full page, first screen, and the bands around the changes).
 */
async function attachShots(page: ReportPage): Promise<void> {
  if (page.status === 'removed') return
  for (const width of widths) {
    const file = (side: Side | 'diff', frame: Frame) => shotFile(page.path, width, side, frame)
    const at = (relative: string) => path.join(outDir, relative)
    if (!existsSync(at(file('head', 'full')))) continue
    const screen = heightFor(width)
    const after = await readImage(at(file('head', 'full')))
    await writeImage(at(file('head', 'first')), cropRows(after, 0, screen))
    if (page.status === 'added') {
      page.shots.push(
        { width, frame: 'first', after: file('head', 'first') },
        { width, frame: 'full', after: file('head', 'full') },
      )
      continue
    }
    const before = await readImage(at(file('base', 'full')))
    await writeImage(at(file('base', 'first')), cropRows(before, 0, screen))
    const diff = diffImages(before, after)
    await writeImage(at(file('diff', 'full')), diff.image)
    await writeImage(at(file('diff', 'first')), cropRows(diff.image, 0, screen))
    const crops = []
    for (const [n, band] of cropBands(diff.boxes, diff.image.width, diff.image.height).entries()) {
      const name = (image: string) =>
        path.join(shotFolder(page.path), `${width}-area${n + 1}-${image}.png`)
      const files = { before: name('before'), after: name('after'), diff: name('diff') }
      await writeImage(at(files.before), crop(diff.before, band))
      await writeImage(at(files.after), crop(diff.after, band))
      await writeImage(at(files.diff), crop(diff.image, band))
      crops.push({ ...band, ...files })
    }
    const firstChanged = changedIn(diff, 0, screen)
    const firstBoxes = diff.boxes.filter((b) => b.y < screen).length
    page.shots.push(
      {
        width,
        frame: 'first',
        before: file('base', 'first'),
        after: file('head', 'first'),
        diff: file('diff', 'first'),
        changed: firstChanged,
        ratio: firstChanged / (diff.image.width * Math.min(screen, diff.image.height)),
        areas: firstBoxes,
      },
      {
        width,
        frame: 'full',
        before: file('base', 'full'),
        after: file('head', 'full'),
        diff: file('diff', 'full'),
        changed: diff.changed,
        ratio: diff.ratio,
        areas: diff.boxes.length,
        crops,
      },
    )
  }
}

main().catch((error: unknown) => {
  console.error(`\n✖ review: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
