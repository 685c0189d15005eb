import path from 'node:path'
import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { cachedMdx, type CompileCounts } from './mdxCache'

type Hook = (...args: unknown[]) => unknown

/** Runs the plugin's hooks as one Vite build would. */
function pluginFor(counts: CompileCounts, sourcemap = false) {
  const plugin = cachedMdx({}, counts)
  ;(plugin.config as Hook).call({}, {}, { command: 'build', mode: 'production' })
  ;(plugin.configResolved as Hook).call({}, {
    mode: 'production',
    command: 'build',
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
  const id = file('cache-test')

  it('compiles a file once for the browser and prerender builds of one process', async () => {
    const counts = { compiled: 0, reused: 0 }
    const client = pluginFor(counts)
    const server = pluginFor(counts)
    const first = await client('# Hello\n\nSome *text*.', id)
    const second = await server('# Hello\n\nSome *text*.', id)
    expect(first?.code).toContain('Hello')
    expect(second?.code).toBe(first?.code)
    expect(counts).toEqual({ compiled: 1, reused: 1 })
  })

  it('compiles again when the text changes, and leaves other files alone', async () => {
    const counts = { compiled: 0, reused: 0 }
    const transform = pluginFor(counts)
    const changing = file('changing')
    await transform('# One', changing)
    const changed = await transform('# Two', changing)
    expect(changed?.code).toContain('Two')
    expect(counts.compiled).toBe(2)
    expect(await transform('export const a = 1', '/project/src/a.ts')).toBeNull()
  })

  it('makes source maps only when the build asks for them', async () => {
    const counts = { compiled: 0, reused: 0 }
    const mapped = file('mapped')
    expect((await pluginFor(counts)('# Map', mapped))?.map).toBeNull()
    expect((await pluginFor(counts, true)('# Map', mapped))?.map).toBeTruthy()
  })
})
