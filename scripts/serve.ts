/**
 * Serves a build folder like a static host (see server/staticServer.ts).
 *   tsx scripts/serve.ts [--dir dist] [--port 4173] [--host 127.0.0.1]
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createSiteServer } from './server/siteServer'
import { listen } from './server/staticServer'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
})
const dir = path.resolve(values.dir)
const port = Number(values.port)
const host = values.host

const server = createSiteServer({ root: dir })
const url = await listen(server, port, host)
console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${url}`)
