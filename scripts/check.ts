/**
 * `npm run check`: the quick full signal before a commit, type-check, lint and unit tests, in that
 * order, stopping at the first failure. Builds the content index once, then runs the npm scripts
 * with `--ignore-scripts` so they skip their own `pre` step. Prints each step's time and the total.
 */
import { spawnSync } from 'node:child_process'

const steps = [
  ['run', 'content'],
  ['run', 'typecheck', '--ignore-scripts'],
  ['run', 'lint', '--ignore-scripts'],
  ['run', 'test:unit', '--ignore-scripts'],
]

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const started = performance.now()
const times: string[] = []
let failed: string | undefined

for (const args of steps) {
  const name = args[1]!
  const stepStarted = performance.now()
  // A shell, so that Windows finds npm.cmd.
  const { status } = spawnSync('npm', args, { stdio: 'inherit', shell: true })
  times.push(`${name} ${seconds(stepStarted)}`)
  if (status !== 0) {
    failed = name
    break
  }
}

console.log(`\n${times.join(', ')}`)
console.log(`check ${failed ? `failed at ${failed}` : 'passed'} in ${seconds(started)}`)
process.exit(failed ? 1 : 0)
