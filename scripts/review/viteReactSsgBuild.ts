/**
 * `vite-react-ssg build` of the parity check's sample of routes (./parity.ts), run by
 * ./parity.build.test.ts in a copy of the project:
 *
 *   SITE_OUT_DIR=<folder> NODE_ENV=production node --import tsx scripts/review/viteReactSsgBuild.ts <paths.json>
 *
 * Writes the pages into SITE_OUT_DIR (the project's vite.config.ts reads it), and into
 * `<paths.json>` every path vite-react-ssg found and the sample it rendered.
 */
import { writeFileSync } from 'node:fs'
import { build } from 'vite-react-ssg/node'
import { paritySample } from './parity'

const pathsFile = process.argv[2]
if (!pathsFile) throw new Error('usage: viteReactSsgBuild.ts <paths.json>')

await build({
  includedRoutes: (paths) => {
    const sample = paritySample(paths)
    writeFileSync(pathsFile, JSON.stringify({ all: paths, sample }, null, 2))
    return sample
  },
})
// vite-react-ssg leaves a timer that forces the exit 15 s later: no need to wait for it.
process.exit(0)
