/**
 * The two builds a review compares:
 *
 * - the base: the commit in a temporary git worktree (outside the repository, at a path fixed per
 *   repository, so the MDX compile cache, keyed by file path, is reused by the next run), built with
 *   `npm run build` into a cache folder keyed by the commit and the build's environment. A second
 *   review against the same base reuses that build and skips the worktree. The worktree borrows the
 *   working copy's `node_modules` (a symlink, with its caches) when the base's `package-lock.json`
 *   is the same, and runs `npm ci` otherwise;
 * - the head: the working copy as it is (uncommitted changes included), built in place into `dist/`.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const git = (root: string, args: string[]): string =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim()

/** Base builds kept in the cache (the oldest go first). */
const KEEP_BUILDS = 4

export interface Revision {
  /** As given (or how it was found), for the report. */
  ref: string
  sha: string
}

/** The base: `ref` if given, else the merge base of HEAD with `main` (or `origin/main`). */
export function resolveBase(root: string, ref?: string): Revision {
  if (ref) return { ref, sha: git(root, ['rev-parse', '--verify', `${ref}^{commit}`]) }
  for (const main of ['main', 'origin/main']) {
    try {
      return { ref: `merge base with ${main}`, sha: git(root, ['merge-base', 'HEAD', main]) }
    } catch {
      // Try the next name.
    }
  }
  throw new Error('No `main` or `origin/main` to compare with: pass --base <ref>.')
}

/** The head: HEAD's commit and whether the working copy differs from it. */
export function resolveHead(root: string): Revision & { uncommitted: boolean } {
  let ref = 'HEAD'
  try {
    ref = git(root, ['symbolic-ref', '--short', 'HEAD'])
  } catch {
    // A detached HEAD (CI's merge commit): keep "HEAD".
  }
  return {
    ref,
    sha: git(root, ['rev-parse', 'HEAD']),
    uncommitted: git(root, ['status', '--porcelain']) !== '',
  }
}

/** What else a build depends on: the site's configuration, the year it prints, Node. */
function environmentKey(): string {
  const env = Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_') || ['DEPLOY_TARGET', 'CONTENT_DIR'].includes(k))
    .sort(([a], [b]) => a.localeCompare(b))
  const key = JSON.stringify([env, new Date().getFullYear(), process.version])
  return createHash('sha1').update(key).digest('hex').slice(0, 10)
}

/** The environment of a production build writing to `outDir` (undefined: the default `dist/`). */
function buildEnv(outDir?: string): NodeJS.ProcessEnv {
  const env = { ...process.env }
  delete env.BUILD_MODE
  delete env.SITE_OUT_DIR
  delete env.npm_config_ignore_scripts
  if (outDir) env.SITE_OUT_DIR = outDir
  return env
}

/** Runs a command, its output into `logFile`; rejects with the log's end when it fails. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
) {
  return new Promise<void>((resolve, reject) => {
    const log = createWriteStream(logFile, { flags: 'a' })
    log.write(`$ ${command} ${args.join(' ')}   (in ${cwd})\n`)
    // A shell, so that Windows finds npm.cmd.
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on('error', reject)
    child.on('close', (code) => {
      log.end(() => {
        if (code === 0) return resolve()
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')
        reject(new Error(`\`${command} ${args.join(' ')}\` failed (${code}) in ${cwd}:\n${tail}`))
      })
    })
  })
}

const seconds = (since: number) => (performance.now() - since) / 1000

export interface Built {
  dist: string
  seconds: number
  /** The base only: taken from the cache of an earlier review. */
  cached?: boolean
}

export interface BaseBuildOptions {
  root: string
  sha: string
  cacheDir: string
  logFile: string
  log: (line: string) => void
}

/** The worktree's folder: outside the repository, the same for every review of this repository. */
const worktreeDir = (root: string) =>
  path.join(tmpdir(), `site-review-${createHash('sha1').update(root).digest('hex').slice(0, 10)}`)

function removeWorktree(root: string, dir: string): void {
  // The node_modules link first, so that nothing follows it into the working copy's.
  const modules = path.join(dir, 'node_modules')
  if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(modules)
  try {
    git(root, ['worktree', 'remove', '--force', dir])
  } catch {
    // Not registered (any more).
  }
  rmSync(dir, { recursive: true, force: true })
  git(root, ['worktree', 'prune'])
}

/** Builds the base commit (or finds its build in the cache). */
export async function buildBase({
  root,
  sha,
  cacheDir,
  logFile,
  log,
}: BaseBuildOptions): Promise<Built> {
  const started = performance.now()
  const entry = path.join(cacheDir, `${sha}-${environmentKey()}`)
  const dist = path.join(entry, 'dist')
  if (existsSync(path.join(dist, 'index.html'))) {
    log(
      `base: the build of ${sha.slice(0, 7)} from an earlier review (${path.relative(root, dist) || dist})`,
    )
    return { dist, seconds: seconds(started), cached: true }
  }
  const dir = worktreeDir(root)
  removeWorktree(root, dir)
  git(root, ['worktree', 'add', '--detach', '--quiet', dir, sha])
  try {
    const lock = (() => {
      try {
        return git(root, ['show', `${sha}:package-lock.json`])
      } catch {
        return undefined
      }
    })()
    const ownLock = readFileSync(path.join(root, 'package-lock.json'), 'utf8').trim()
    if (lock !== undefined && lock === ownLock) {
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    } else {
      log('base: its package-lock.json differs: npm ci in the worktree')
      await run('npm', ['ci', '--no-audit', '--no-fund'], dir, buildEnv(), logFile)
    }
    const building = `${dist}-building`
    rmSync(building, { recursive: true, force: true })
    mkdirSync(entry, { recursive: true })
    log(`base: building ${sha.slice(0, 7)} in a worktree (${dir})`)
    await run('npm', ['run', 'build'], dir, buildEnv(building), logFile)
    renameSync(building, dist)
  } finally {
    removeWorktree(root, dir)
  }
  pruneCache(cacheDir)
  return { dist, seconds: seconds(started), cached: false }
}

/** Keeps the newest base builds only. */
function pruneCache(cacheDir: string): void {
  const entries = readdirSync(cacheDir)
    .map((name) => ({ name, time: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const old of entries.slice(KEEP_BUILDS)) {
    rmSync(path.join(cacheDir, old.name), { recursive: true, force: true })
  }
}

/** Builds the working copy in place (`npm run build` into `dist/`). */
export async function buildHead(
  root: string,
  logFile: string,
  log: (line: string) => void,
): Promise<Built> {
  const started = performance.now()
  log('head: building the working copy (npm run build)')
  await run('npm', ['run', 'build'], root, buildEnv(), logFile)
  return { dist: path.join(root, 'dist'), seconds: seconds(started) }
}
