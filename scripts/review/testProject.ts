/**
 * Helpers of the build tests of the review and the parity check, which build in a copy of the
 * project (tests/support/projectCopy.ts), so that the project's `dist/` and generated content stay
 * untouched and the tests run on whatever the site is when they run, not on today's pages.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

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
