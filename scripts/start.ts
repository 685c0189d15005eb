/**
 * `npm start`: builds the site if there is no build yet, then serves it on localhost.
 *   PORT=8080 npm start       serve on another port
 *   npm start -- --rebuild    force a fresh build first
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { displayPath, inquiryFilePath } from './server/inquiryCollector'
import { createSiteServer } from './server/siteServer'
import { listen } from './server/staticServer'

const { values } = parseArgs({
  options: {
    rebuild: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
})
const root = path.resolve('dist')
if (values.rebuild || !existsSync(path.join(root, 'index.html'))) {
  console.log('Building the site (npm run build)…')
  execSync('npm run build', { stdio: 'inherit' })
}
const url = await listen(createSiteServer({ root }), Number(values.port), values.host)
console.log(`\n  Site ready at ${url}  (Ctrl+C to stop)`)
console.log(`  Contact-form inquiries are appended to ${displayPath(inquiryFilePath())}\n`)
