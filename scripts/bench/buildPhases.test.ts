import { describe, expect, it } from 'vitest'
import { buildPhases, parseTimes } from './buildPhases'

describe('build benchmark phases', () => {
  it('follows the build script command by command', () => {
    expect(
      buildPhases(
        'cross-env NODE_ENV=production node --import tsx scripts/build/prerender/prerender.ts && tsx scripts/postbuild.ts',
      ),
    ).toEqual([
      {
        name: 'prerender',
        command:
          'cross-env NODE_ENV=production node --import tsx scripts/build/prerender/prerender.ts',
      },
      { name: 'postbuild', command: 'tsx scripts/postbuild.ts' },
    ])
  })

  it("reads bash's times line as user + system seconds", () => {
    expect(parseTimes('1m2.500s 0m0.500s')).toBeCloseTo(63)
    expect(parseTimes('')).toBe(0)
  })
})
