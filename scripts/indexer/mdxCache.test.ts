import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ResolvedConfig } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { cachedMdx, compileMdx, type CompileCounts } from './mdxCache'

type Hook = (...args: unknown[]) => unknown

const cacheDir = mkdtempSync(path.join(tmpdir(), 'mdx-cache-test-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

/** Runs the plugin's hooks as one Vite build would. */
function pluginFor(counts: CompileCounts, { sourcemap = false, mode = 'production' } = {}) {
  const plugin = cachedMdx({ cacheDir }, counts)
  ;(plugin.configResolved as Hook).call({}, {
    mode,
    command: 'build',
    root: '/project',
    build: { sourcemap },
  } as unknown as ResolvedConfig)
  return (source: string, id: string) =>
    (plugin.transform as Hook).call({}, source, id) as Promise<{
      code: string
      map: unknown
    } | null>
}

describe('MDX compile cache', () => {
  const file = (name: string) => path.resolve(`/project/content/blog/${name}-${Date.now()}.mdx`)

  it('compiles a file once for every bundle, whichever process compiled it first', async () => {
    const id = file('shared')
    // What the prerender's warm-up processes do before the bundles.
    const warmed = await compileMdx(id, '# Hello\n\nSome *text*.', {
      development: false,
      withMaps: false,
      cacheDir,
    })
    expect(warmed.cached).toBe(false)
    const counts = { compiled: 0, reused: 0 }
    const prerender = await pluginFor(counts)('# Hello\n\nSome *text*.', id)
    const siteScript = await pluginFor(counts)('# Hello\n\nSome *text*.', id)
    expect(prerender?.code).toContain('Hello')
    expect(siteScript?.code).toBe(warmed.code)
    expect(counts).toEqual({ compiled: 0, reused: 2 })
  })

  it('compiles again when the text or the mode changes, and leaves other files alone', async () => {
    const counts = { compiled: 0, reused: 0 }
    const changing = file('changing')
    await pluginFor(counts)('# One', changing)
    const changed = await pluginFor(counts)('# Two', changing)
    expect(changed?.code).toContain('Two')
    const development = await pluginFor(counts, { mode: 'development' })('# Two', changing)
    expect(development?.code).toContain('jsxDEV')
    expect(counts).toEqual({ compiled: 3, reused: 0 })
    expect(await pluginFor(counts)('export const a = 1', '/project/src/a.ts')).toBeNull()
  })

  it('makes source maps only when the build asks for them', async () => {
    const counts = { compiled: 0, reused: 0 }
    const mapped = file('mapped')
    expect((await pluginFor(counts)('# Map', mapped))?.map).toBeNull()
    expect((await pluginFor(counts, { sourcemap: true })('# Map', mapped))?.map).toBeTruthy()
  })

  it('leaves no partly written file behind', () => {
    expect(readdirSync(cacheDir).filter((f) => !f.endsWith('.json'))).toEqual([])
  })
})
