/**
 * The build's MDX compile step (run by the prerender as a child process) names the file, the line
 * and the fix when a file does not compile. MDX's errors carry an empty stack, and the step used to
 * print only that, so the build said nothing but "warm.mjs exited with 1".
 */
import { fork } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import type { WarmJob } from './warmMdx'

it('build: an unclosed <Callout> stops the MDX step with file, line and what to do', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'warm-test-'))
  const file = path.join(dir, 'broken.mdx')
  writeFileSync(file, '---\ntitle: x\n---\n\nIntro.\n\n<Callout title="Note">\n\nNever closed.\n')
  const child = fork(path.resolve('scripts/indexer/warmMdx.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => {
    child.on('exit', resolve)
    child.send({
      files: [file],
      development: false,
      cacheDir: path.join(dir, 'cache'),
    } satisfies WarmJob)
  })
  expect(code).toBe(1)
  expect(stderr).toContain(
    `${file}:7:1: the text is not valid MDX: Expected a closing tag for \`<Callout>\` (close it with </Callout>`,
  )
}, 30_000)
