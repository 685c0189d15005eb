/**
 * `npm run bench:build`: how the production build scales with the number of blog posts.
 *
 *   npm run bench:build                      N = 10, 100, 1000 and 3000 synthetic posts
 *   npm run bench:build -- --posts 1000      one N only
 *   npm run bench:build -- --posts 1000,3000 a list of N
 *   npm run bench:build -- --keep          keep the temporary folders (their paths are printed)
 *
 * For each N it copies the working tree (without node_modules, builds and git data) to a temporary
 * folder (dependencies linked, their cache left out: a cold build, as on a fresh clone), so the
 * generated content index and build output of the benchmark never touch the project; copies content/
 * next to it and adds N synthetic posts in the blog's own format (scripts/bench/syntheticPosts.ts);
 * then runs the production build there exactly as `npm run build` does: the content index with
 * CONTENT_DIR, then each command of package.json's `build` script (the prerender with
 * NODE_ENV=production and the build's NODE_OPTIONS, post-build steps), with SITE_OUT_DIR in the
 * temporary folder. It prints wall and CPU time per phase (CPU time, user + system of the phase's
 * processes, moves much less than wall time when other jobs share the machine), pages per second,
 * the peak resident memory of the build's process tree (sampled from /proc), the load average, and
 * how the cost grows from one N to the next.
 */
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { htmlFiles } from '../lib/siteFiles'
import { watchPeakMemory, type MemorySample } from './processTree'
import { buildPhases, parseTimes, type Phase } from './buildPhases'
import { addSyntheticPosts } from './syntheticPosts'

const { values } = parseArgs({
  options: { posts: { type: 'string', default: '10,100,1000,3000' }, keep: { type: 'boolean' } },
})
const root = process.cwd()
const counts = values.posts.split(',').map(Number)
const keep = values.keep === true

function fail(message: string): never {
  console.error(`✖ bench:build: ${message}`)
  process.exit(1)
}

if (counts.some((n) => !Number.isInteger(n) || n < 0))
  fail(`--posts ${values.posts}: give whole numbers, e.g. --posts 1000`)
const blogDir = path.join(root, 'content', 'blog')
if (!existsSync(blogDir) || !readdirSync(blogDir).some((f) => f.endsWith('.mdx'))) {
  fail(
    'there is no blog content pipeline yet (content/blog/*.mdx): nothing to scale. Run it once the blog exists.',
  )
}
if (!existsSync(path.join(root, 'scripts', 'build-content.ts'))) {
  fail('scripts/build-content.ts (the content index that reads CONTENT_DIR) is missing.')
}

/** Not copied into the temporary project: dependencies (linked instead), outputs, VCS data. */
const SKIP = new Set([
  'node_modules',
  '.git',
  'test-results',
  'playwright-report',
  '.bench',
  'data',
  '.prerender-temp',
])
const skipPath = (rel: string) => {
  const top = rel.split(path.sep)[0] ?? ''
  return SKIP.has(top) || /^dist(-|$)/.test(top) || rel.startsWith(path.join('src', 'generated'))
}

interface PhaseResult {
  name: string
  seconds: number
  /** User + system CPU seconds of the phase's processes. */
  cpuSeconds: number
  memory: MemorySample
}

const CPU_MARK = '__bench_cpu__'

function runPhase(phase: Phase, cwd: string, baseEnv: NodeJS.ProcessEnv): Promise<PhaseResult> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    // `times` prints the shell's CPU time, then that of its (waited-for) children: the command.
    const script = `${phase.command}\n__s=$?; echo ${CPU_MARK} >&2; times >&2; exit $__s`
    const child = spawn('bash', ['-c', script], {
      cwd,
      env: { ...baseEnv, ...phase.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const watcher = watchPeakMemory(child.pid ?? process.pid)
    child.on('close', (code) => {
      const memory = watcher.stop()
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      if (code !== 0) {
        reject(
          new Error(
            `${phase.name} failed (exit ${code}):\n${output.split('\n').slice(-40).join('\n')}`,
          ),
        )
        return
      }
      const lines = output.split('\n')
      const cpuLine = lines[lines.lastIndexOf(CPU_MARK) + 2] ?? ''
      resolve({ name: phase.name, seconds, cpuSeconds: parseTimes(cpuLine), memory })
    })
  })
}

interface Result {
  posts: number
  realPosts: number
  pages: number
  seconds: number
  cpuSeconds: number
  /** 1-minute load average before and after. */
  load: [number, number]
  phases: PhaseResult[]
  peakTree: number
  peakProcess: number
}

async function benchOnce(posts: number): Promise<Result> {
  const work = mkdtempSync(path.join(tmpdir(), `bench-build-${posts}-`))
  const project = path.join(work, 'site')
  const contentDir = path.join(work, 'content')
  const outDir = path.join(work, 'out')
  cpSync(root, project, { recursive: true, filter: (src) => !skipPath(path.relative(root, src)) })
  // Dependencies are linked one by one, leaving out node_modules/.cache: every N builds cold, as
  // on a fresh clone (no sharing-image or image-variant cache from an earlier run).
  mkdirSync(path.join(project, 'node_modules'))
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.cache') continue
    symlinkSync(path.join(root, 'node_modules', entry), path.join(project, 'node_modules', entry))
  }
  cpSync(path.join(root, 'content'), contentDir, { recursive: true })
  const { realPosts } = addSyntheticPosts(path.join(contentDir, 'blog'), posts)

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.join(project, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    CONTENT_DIR: contentDir,
    SITE_OUT_DIR: outDir,
    NODE_ENV: 'production',
  }
  delete env.BUILD_MODE
  const pkg = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const phases: Phase[] = [
    { name: 'content', command: 'tsx scripts/build-content.ts' },
    ...buildPhases(pkg.scripts.build ?? fail('package.json has no build script')),
  ]
  const loadBefore = loadavg()[0] ?? 0
  const results: PhaseResult[] = []
  try {
    for (const phase of phases) results.push(await runPhase(phase, project, env))
  } finally {
    if (keep) console.log(`  (kept ${work})`)
  }
  const pages = htmlFiles(outDir).length
  if (!keep) rmSync(work, { recursive: true, force: true })
  const seconds = results.reduce((n, r) => n + r.seconds, 0)
  return {
    posts,
    realPosts,
    pages,
    seconds,
    cpuSeconds: results.reduce((n, r) => n + r.cpuSeconds, 0),
    load: [loadBefore, loadavg()[0] ?? 0],
    phases: results,
    peakTree: Math.max(...results.map((r) => r.memory.tree)),
    peakProcess: Math.max(...results.map((r) => r.memory.largest)),
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

console.log(
  `Build benchmark on ${cpus().length} CPU(s), Node ${process.version}: ${counts.join(', ')} synthetic posts\n`,
)
const results: Result[] = []
for (const n of counts) {
  process.stdout.write(`  building with ${n} synthetic posts… `)
  const r = await benchOnce(n).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  )
  results.push(r)
  console.log(`${r.seconds.toFixed(1)} s`)
}

const head = `${'posts'.padStart(6)}${'pages'.padStart(7)}${'wall'.padStart(9)}${'CPU'.padStart(9)}${'pages/s'.padStart(9)}${'peak RSS (tree)'.padStart(17)}${'largest process'.padStart(17)}${'load'.padStart(13)}   phases wall/CPU (${results[0]?.phases.map((p) => p.name).join(' / ') ?? ''})`
console.log(`\n${head}\n${'-'.repeat(head.length)}`)
for (const r of results) {
  const phases = r.phases
    .map((p) => `${p.seconds.toFixed(1)}/${p.cpuSeconds.toFixed(1)} s`)
    .join(' / ')
  const load = `${r.load[0].toFixed(1)}→${r.load[1].toFixed(1)}`
  console.log(
    `${String(r.posts).padStart(6)}${String(r.pages).padStart(7)}${`${r.seconds.toFixed(1)} s`.padStart(9)}${`${r.cpuSeconds.toFixed(1)} s`.padStart(9)}${(r.pages / r.seconds).toFixed(1).padStart(9)}${mb(r.peakTree).padStart(17)}${mb(r.peakProcess).padStart(17)}${load.padStart(13)}   ${phases}`,
  )
}
console.log(
  '(CPU = user + system seconds of the build processes; load = 1-minute load average before → after)',
)
console.log(
  `\n(each N also has the ${results[0]?.realPosts ?? 0} real posts; pages = every HTML file written)`,
)

// Growth: extra seconds per extra 100 posts between consecutive N; linear growth keeps it flat.
for (let i = 1; i < results.length; i++) {
  const a = results[i - 1]!
  const b = results[i]!
  if (b.posts === a.posts) continue
  const per100 = ((b.seconds - a.seconds) / (b.posts - a.posts)) * 100
  console.log(`  ${a.posts} → ${b.posts} posts: +${per100.toFixed(2)} s per 100 posts`)
}
// The target: 1,000 posts in ≤ 25 s and ≤ 1 GB on the 2-core machine, growing linearly to 3,000.
const TARGET = { posts: 1000, seconds: 25, bytes: 1024 ** 3 }
const atTarget = results.find((r) => r.posts === TARGET.posts)
if (atTarget) {
  const ok = atTarget.seconds <= TARGET.seconds && atTarget.peakTree <= TARGET.bytes
  console.log(
    `\nSummary: ${TARGET.posts} posts in ${atTarget.seconds.toFixed(1)} s (CPU ${atTarget.cpuSeconds.toFixed(1)} s), peak ${mb(atTarget.peakTree)}, load ${atTarget.load[0].toFixed(1)} — target (≤ ${TARGET.seconds} s, ≤ ${mb(TARGET.bytes)}) ${ok ? 'met ✓' : 'NOT met ✗'}`,
  )
}
// Linear: the cost of 100 more posts above 1,000 is about what it is below.
const [a, b, c] = [100, 1000, 3000].map((n) => results.find((r) => r.posts === n))
if (a && b && c) {
  const below = (b.cpuSeconds - a.cpuSeconds) / ((b.posts - a.posts) / 100)
  const above = (c.cpuSeconds - b.cpuSeconds) / ((c.posts - b.posts) / 100)
  console.log(
    `Growth: ${below.toFixed(2)} s CPU per 100 posts from 100 to 1,000, ${above.toFixed(2)} s from 1,000 to 3,000 (${(above / below).toFixed(2)}×: ${above / below <= 1.25 ? 'linear ✓' : 'faster than linear ✗'})`,
  )
}
