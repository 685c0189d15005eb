/**
 * `npm start`: builds the site if there is no build yet, then serves it on localhost.
 *   PORT=8080 npm start       serve on another port
 *   npm start -- --rebuild    force a fresh build first
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { argValue, hasFlag } from './lib/args'
import { displayPath, inquiryFilePath } from './server/inquiryCollector'
import { createSiteServer } from './server/siteServer'
import { listen } from './server/staticServer'

const argv = process.argv.slice(2)
const root = path.resolve('dist')
if (hasFlag(argv, 'rebuild') || !existsSync(path.join(root, 'index.html'))) {
  console.log('Building the site (npm run build)…')
  execSync('npm run build', { stdio: 'inherit' })
}
const port = Number(argValue(argv, 'port') ?? process.env.PORT ?? 4173)
const url = await listen(createSiteServer({ root }), port, argValue(argv, 'host') ?? '127.0.0.1')
console.log(`\n  Site ready at ${url}  (Ctrl+C to stop)`)
console.log(`  Contact-form inquiries are appended to ${displayPath(inquiryFilePath())}\n`)
