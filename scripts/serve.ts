/**
 * Serves a build folder like a static host (see server/staticServer.ts).
 *   tsx scripts/serve.ts [--dir dist] [--port 4173] [--host 127.0.0.1]
 */
import path from 'node:path'
import { argValue } from './lib/args'
import { createSiteServer } from './server/siteServer'
import { listen } from './server/staticServer'

const argv = process.argv.slice(2)
const dir = path.resolve(argValue(argv, 'dir') ?? 'dist')
const port = Number(argValue(argv, 'port') ?? process.env.PORT ?? 4173)
const host = argValue(argv, 'host') ?? '127.0.0.1'

const server = createSiteServer({ root: dir })
const url = await listen(server, port, host)
console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${url}`)
