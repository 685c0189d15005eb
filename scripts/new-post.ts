/**
 * `npm run new:post -- "Title of the article" [--category "MLOps"] [--author "Name"] [--tags "A,B"]`
 *
 * Creates content/blog/{slug}.mdx (or in CONTENT_DIR) with valid frontmatter, the next free id and
 * today's date, as a draft. CONTRIBUTING.md, "Adding an article", explains what to do next.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import matter from 'gray-matter'
import { blogCategories, type BlogCategory } from '../src/features/collections/taxonomy'
import { slugify } from '../src/features/collections/slug'
import { loadContent } from './indexer/collections'
import { todayIso } from './indexer/dates'
import { displayPath, resolveContentPaths } from './indexer/paths'
import { defaultTags, nextId, scaffoldPost } from './indexer/scaffold'

function fail(message: string): never {
  console.error(`✖ ${message}`)
  process.exit(1)
}

const { values, positionals } = parseArgs({
  options: {
    category: { type: 'string', default: blogCategories[0] },
    author: { type: 'string', default: process.env.POST_AUTHOR ?? 'Editorial Team' },
    tags: { type: 'string' },
  },
  allowPositionals: true,
})
const title = positionals[0]?.trim()
if (!title) fail('Give the article a title: npm run new:post -- "Title of the article"')

const slug = slugify(title)
if (!slug) fail(`"${title}" has no letters or digits to make an address from.`)

const category = values.category as BlogCategory
if (!blogCategories.includes(category)) {
  fail(`--category "${category}" is not one of ${blogCategories.join(', ')}`)
}

const paths = resolveContentPaths()
const blogDir = paths.collections.blog
const file = path.join(blogDir, `${slug}.mdx`)
if (existsSync(file)) fail(`${displayPath(paths.root, file)} already exists: choose another title.`)

const ids = readdirSync(blogDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => Number(matter(readFileSync(path.join(blogDir, f), 'utf8'), {}).data.id))
  .filter((id) => Number.isInteger(id))

const knownTags = (JSON.parse(readFileSync(paths.tagsFile, 'utf8')) as { tags: string[] }).tags
const tags = values.tags
  ? values.tags.split(',').map((t) => t.trim())
  : defaultTags(category, knownTags)

writeFileSync(
  file,
  scaffoldPost({
    title,
    id: nextId(ids),
    date: todayIso(),
    category,
    author: values.author,
    tags,
    imageUrl: 'blog-default-cover.svg',
  }),
)

const shown = displayPath(paths.root, file)
const problems = loadContent(paths, { includeDrafts: true }).errors.filter((e) =>
  e.startsWith(shown),
)
console.log(`✓ Created ${shown} (a draft, id ${nextId(ids)})`)
if (problems.length > 0) {
  console.log(`\nFix these before publishing:\n${problems.map((p) => `  • ${p}`).join('\n')}`)
}
console.log(`
Next:
  1. Write the article in ${shown} and replace the excerpt.
  2. Preview it with npm run dev at /blog/${slug}.
  3. Set draft: false to publish it with the next build.`)
