/**
 * A copy of the project for the build tests of the review and the parity check: what a build needs
 * (and the review's own scripts), the working copy's `node_modules` linked, not copied. The tests
 * build there, so the project's `dist/` and generated content stay untouched, and they run on
 * whatever the site is when they run, not on a list of today's pages.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, symlinkSync } from 'node:fs'
import path from 'node:path'

const COPIED = [
  'content',
  'public',
  'scripts',
  'src',
  'tests/support',
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  '.gitignore',
]

/** Copies the project at `root` into `dest`. */
export function copyProject(root: string, dest: string): void {
  for (const name of COPIED) {
    if (!existsSync(path.join(root, name))) continue
    cpSync(path.join(root, name), path.join(dest, name), {
      recursive: true,
      filter: (src) => !path.relative(root, src).startsWith(path.join('src', 'generated')),
    })
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dest, 'node_modules'), 'dir')
}

/** The environment of a production build in a copy, with the project's tools on the PATH. */
export function buildEnv(root: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...extra }
  delete env.BUILD_MODE
  env.PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`
  return env
}

/** Runs a command in `cwd`, failing with its output. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeout = 300_000,
): string {
  try {
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: 'pipe', timeout })
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`,
    )
  }
}
