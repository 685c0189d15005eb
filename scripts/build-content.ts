/**
 * `npm run content`: validates every file of the content folder (`CONTENT_DIR`, default content/)
 * and writes the typed indexes to src/generated/indexes/. Runs before dev, build, typecheck and unit
 * tests; stops with one message per problem (file, field, found, expected) when something is wrong.
 *
 *   tsx scripts/build-content.ts [--drafts | --no-drafts] [--dev]
 */
import { writeFileSync } from 'node:fs'
import {
  buildContent,
  contentLinkErrors,
  formatErrors,
  formatSummary,
} from './indexer/buildContent'
import { draftsIncluded } from './indexer/paths'

const argv = process.argv.slice(2)
// --dev (before `npm run dev`): write what is valid and report the rest without failing, so the dev
// server starts and shows the problems in its overlay, where the writer looks.
const dev = argv.includes('--dev')
const result = buildContent({ includeDrafts: draftsIncluded(process.env, argv), partial: dev })
if (result.content) {
  // The route table reads the indexes just written: every page of the site, posts included.
  const { allConcretePaths } = await import('../src/routes/table.ts')
  result.errors.push(...contentLinkErrors(result, allConcretePaths()))
}
if (result.errors.length > 0) {
  console.error(`\n${formatErrors(result.errors)}\n`)
  if (dev) console.error('  The dev server starts anyway and shows these problems on the page.\n')
  else process.exit(1)
} else {
  console.log(formatSummary(result))
}
// Generated artwork: the illustrated people (public/media/portraits/, one per member of
// content/team/ and one per quoted person of content/clients/), the map of Dar es Salaam (public/media/place/) and the favicon
// (public/favicon.svg, the logo mark of src/theme/logoMark.ts).
const { writePortraits } = await import('./build/portraits.ts')
const { writePlaceMaps } = await import('./build/placeMapImages.ts')
const { writeBlogCovers } = await import('./build/blogCoverImages.ts')
const { team } = await import('../content/team/index.ts')
const { clients } = await import('../content/clients/index.ts')
const { quotePortraitId } = await import('../src/features/clients/client.ts')
writePortraits(
  process.cwd(),
  team,
  clients.map((c) => ({ id: quotePortraitId(c.id), portrait: c.quote.portrait })),
)
writePlaceMaps(process.cwd())
writeBlogCovers(process.cwd())
const { logoMarkSvg } = await import('../src/theme/logoMark.ts')
writeFileSync('public/favicon.svg', `${logoMarkSvg()}\n`)
