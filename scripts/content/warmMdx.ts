/**
 * Compiles MDX files into the compile cache (./mdxCache.ts), run as a child process by the
 * prerender (scripts/build/prerender/prerender.ts), which gives each of its processes a share of
 * the content's MDX files, so the bundles that follow read every post instead of compiling it.
 */
import { readFileSync } from 'node:fs'
import { compileMdx } from './mdxCache'

export interface WarmJob {
  files: string[]
  development: boolean
  cacheDir: string
}

async function warm({ files, development, cacheDir }: WarmJob): Promise<number> {
  let compiled = 0
  for (const file of files) {
    const result = await compileMdx(file, readFileSync(file, 'utf8'), {
      development,
      withMaps: false,
      cacheDir,
    })
    if (!result.cached) compiled++
  }
  return compiled
}

process.once('message', (job: WarmJob) => {
  warm(job).then(
    (compiled) => process.send?.({ compiled }, () => process.exit(0)),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
      process.exit(1)
    },
  )
})
