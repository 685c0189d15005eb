/**
 * `npm run bench:review`: how long `npm run review` takes for a writer's typical pull request (one
 * new article and an edited heading on /about), on this machine, with its load average.
 *
 * Checks HEAD out into a temporary worktree (a fixed path, so the MDX compile cache of a previous
 * benchmark is reused as a developer's would be), borrows `node_modules`, makes the change there
 * (uncommitted) and runs `npm run review -- --base HEAD` twice: first with an empty review cache
 * (the base is built), then again (the base's build is reused). Prints each wall time, the review's
 * own step times and the load average before and after. Not a test: nothing fails on a slow run.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { lstatSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { addSampleArticle, editAboutHeading } from './sampleChange'
import type { ReviewReport } from './reviewTypes'

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

const root = git(process.cwd(), ['rev-parse', '--show-toplevel'])
const dir = path.join(
  tmpdir(),
  `site-review-bench-${createHash('sha1').update(root).digest('hex').slice(0, 10)}`,
)
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

function removeCheckout() {
  const modules = path.join(dir, 'node_modules')
  if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(modules)
  try {
    git(root, ['worktree', 'remove', '--force', dir])
  } catch {
    // Not registered.
  }
  rmSync(dir, { recursive: true, force: true })
  git(root, ['worktree', 'prune'])
}

removeCheckout()
git(root, ['worktree', 'add', '--detach', '--quiet', dir, 'HEAD'])
symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
const cache = path.join(dir, '.review-cache')
try {
  const article = addSampleArticle(dir)
  const heading = editAboutHeading(dir)
  console.log(
    `Benchmark of npm run review on ${cpus().length} CPUs: HEAD (${git(root, ['rev-parse', '--short', 'HEAD'])}) plus a new article (/blog/${article.slug}) and an /about heading ("${heading.before}" → "${heading.after}").`,
  )
  for (const run of ['first run (base built)', 'second run (base reused)']) {
    const before = load()
    const started = performance.now()
    const result = spawnSync(
      'npm',
      // Options after `--` go to the review (e.g. `npm run bench:review -- --sequential`).
      ['run', 'review', '--', '--base', 'HEAD', '--cache-dir', cache, ...process.argv.slice(2)],
      {
        cwd: dir,
        encoding: 'utf8',
        shell: process.platform === 'win32',
      },
    )
    const wall = (performance.now() - started) / 1000
    if (result.status !== 0) {
      console.error(result.stdout, result.stderr)
      throw new Error(`npm run review failed (${result.status})`)
    }
    const report = JSON.parse(
      readFileSync(path.join(dir, 'review', 'report.json'), 'utf8'),
    ) as ReviewReport
    const steps = Object.entries(report.timings)
      .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
      .join(', ')
    console.log(
      `\n${run}: ${wall.toFixed(1)} s wall (load average ${before} before, ${load()} after)`,
    )
    console.log(`  ${report.pages.map((p) => `${p.path} ${p.status}`).join(', ')}`)
    console.log(`  ${steps}`)
  }
} finally {
  removeCheckout()
}
