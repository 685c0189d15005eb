/**
 * Compiles MDX files into the compile cache (./mdxCache.ts), run as a child process by the
 * prerender (scripts/build/prerender/prerender.ts), which gives each of its processes a share of
 * the content's MDX files, so the bundles that follow read every post instead of compiling it.
 */
import { readFileSync } from 'node:fs'
import { compileMdx } from './mdxCache'
import { describeMdxError } from './mdxCheck'
import { displayPath } from './paths'

export interface WarmJob {
  files: string[]
  development: boolean
  cacheDir: string
}

async function warm({ files, development, cacheDir }: WarmJob): Promise<number> {
  let compiled = 0
  for (const file of files) {
    let result
    try {
      result = await compileMdx(file, readFileSync(file, 'utf8'), {
        development,
        withMaps: false,
        cacheDir,
      })
    } catch (error) {
      // MDX's messages carry the position but an empty stack: say file, line and what to do.
      throw new Error(describeMdxError(displayPath(process.cwd(), file), error), { cause: error })
    }
    if (!result.cached) compiled++
  }
  return compiled
}

process.once('message', (job: WarmJob) => {
  warm(job).then(
    (compiled) => process.send?.({ compiled }, () => process.exit(0)),
    (error: unknown) => {
      console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    },
  )
})
