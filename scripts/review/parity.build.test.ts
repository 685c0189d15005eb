/**
 * The parity check (./parity.ts): a sample of routes built with `vite-react-ssg build` and with our
 * prerender, from a copy of the project, compared page by page through the review's normaliser.
 * About 20 s: vite-react-ssg renders one page per route of the table, ours every page.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageFile } from '../build/prerender/renderPage'
import { comparePrerenders, parityMessage } from './parity'
import { copyProject } from '../../tests/support/projectCopy'
import { buildEnv, run } from './testProject'

const root = process.cwd()
let work = ''
let project = ''
let ours = ''
let theirs = ''
let paths: { all: string[]; sample: string[] } = { all: [], sample: [] }

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'prerender-parity-'))
  project = copyProject('prerender-parity-site-', root)
  ours = path.join(work, 'ours')
  theirs = path.join(work, 'theirs')
  const node = (args: string[], out: string) =>
    run(
      process.execPath,
      ['--import', 'tsx', ...args],
      project,
      buildEnv(root, { SITE_OUT_DIR: out }),
    )
  node(['scripts/build-content.ts'], ours)
  node(['scripts/build/prerender/prerender.ts'], ours)
  const pathsFile = path.join(work, 'paths.json')
  node(['scripts/review/viteReactSsgBuild.ts', pathsFile], theirs)
  paths = JSON.parse(readFileSync(pathsFile, 'utf8')) as typeof paths
}, 300_000)

afterAll(() => {
  for (const dir of [work, project]) if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('our prerender against vite-react-ssg build', () => {
  it('prerender parity: renders the pages vite-react-ssg finds in the route table, no more, no fewer', () => {
    const expected = paths.all
      .filter((p) => !p.includes(':') && !p.includes('*'))
      .map((p) => pageFile(p.startsWith('/') ? p : `/${p}`))
      .sort()
    const written = readdirSync(ours, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.split(path.sep).join('/'))
      .sort()
    expect(written).toEqual(expected)
  })

  it('prerender parity: a page of every route has the same text, head tags, markup and styles', () => {
    // Every route of the table: the sample holds more than the static pages alone.
    expect(paths.sample.length).toBeGreaterThan(10)
    expect(paths.sample.some((p) => p.startsWith('blog/'))).toBe(true)
    const problems = comparePrerenders(theirs, ours, paths.sample)
    expect(problems, parityMessage(problems)).toEqual([])
  }, 60_000)
})
