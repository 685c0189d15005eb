/**
 * `npm run content`: validates every file of the content folder (`CONTENT_DIR`, default content/)
 * and writes the typed indexes to src/generated/content/. Runs before dev, build, typecheck and unit
 * tests; stops with one message per problem (file, field, found, expected) when something is wrong.
 *
 *   tsx scripts/build-content.ts [--drafts | --no-drafts]
 */
import { buildContent, formatErrors, formatSummary } from './content/buildContent'
import { draftsIncluded } from './content/paths'

const argv = process.argv.slice(2)
const result = buildContent({ includeDrafts: draftsIncluded(process.env, argv) })
if (!result.ok) {
  console.error(`\n${formatErrors(result.errors)}\n`)
  process.exit(1)
}
console.log(formatSummary(result))
