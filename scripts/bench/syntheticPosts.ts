/**
 * Synthetic blog posts for the build benchmark, written in the format the blog's real posts use at
 * the time the benchmark runs: each one is a copy of a published post of `content/blog/` with a new
 * id, title, excerpt and date (every other frontmatter line, and the article body, kept as found),
 * so the posts stay valid when the content schema changes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface PostTemplate {
  /** Frontmatter lines between the `---` fences. */
  frontmatter: string[]
  body: string
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** Splits an MDX file into frontmatter lines and body; undefined when it has no frontmatter. */
export function readTemplate(text: string): PostTemplate | undefined {
  const m = FENCE.exec(text)
  if (!m) return undefined
  return { frontmatter: (m[1] ?? '').split(/\r?\n/), body: m[2] ?? '' }
}

/** The value of a top-level `key:` line, unquoted. */
export function frontmatterValue(lines: string[], key: string): string | undefined {
  const line = lines.find((l) => l.startsWith(`${key}:`))
  if (!line) return undefined
  return line
    .slice(key.length + 1)
    .trim()
    .replace(/^'(.*)'$/, '$1')
    .replace(/^"(.*)"$/, '$1')
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

/** Replaces (or adds) `key: value` in frontmatter lines; `null` removes the key. */
function setKey(lines: string[], key: string, value: string | null): string[] {
  const at = lines.findIndex((l) => l.startsWith(`${key}:`))
  if (value === null) return at === -1 ? lines : lines.filter((_, i) => i !== at)
  const line = `${key}: ${value}`
  if (at === -1) return [...lines, line]
  return lines.map((l, i) => (i === at ? line : l))
}

const TOPICS = [
  'forecasting demand for mobile money agents',
  'labelling Swahili voice notes at scale',
  'monitoring credit models after launch',
  'reducing network downtime with anomaly detection',
  'grading practice exams with language models',
  'finding water leaks from meter data',
  'planning delivery routes in Dar es Salaam',
  'reading pharmacy stock from shelf photos',
]

export interface SyntheticPost {
  fileName: string
  text: string
}

/** Post number `n` (1-based) built on `template`, with an id above every real one. */
export function syntheticPost(
  template: PostTemplate,
  n: number,
  firstId: number,
  category?: string,
): SyntheticPost {
  const topic = TOPICS[(n - 1) % TOPICS.length] ?? TOPICS[0]!
  const title = `Field notes ${n}: ${topic}`
  const day = new Date(Date.UTC(2024, 0, 1) + (n % 700) * 86_400_000).toISOString().slice(0, 10)
  let lines = template.frontmatter
  lines = setKey(lines, 'id', String(firstId + n - 1))
  lines = setKey(lines, 'title', quote(title))
  lines = setKey(
    lines,
    'excerpt',
    quote(
      `What we learned ${topic}: the data we needed, the model we chose and what changed for the people who use it (note ${n}).`,
    ),
  )
  lines = setKey(lines, 'date', day)
  lines = setKey(lines, 'updated', null)
  lines = setKey(lines, 'slug', null)
  lines = setKey(lines, 'draft', null)
  if (category) lines = setKey(lines, 'category', category)
  const intro = `This is benchmark note ${n}, about ${topic}. It reuses the text of a real article below so that every generated page costs what a real one does.\n\n`
  const slug = `field-notes-${String(n).padStart(5, '0')}`
  return {
    fileName: `${slug}.mdx`,
    text: `---\n${lines.join('\n')}\n---\n\n${intro}${template.body.trimStart()}`,
  }
}

/**
 * Adds `count` synthetic posts to `blogDir`, modelled on its published posts (categories rotate
 * through the ones in use). Returns how many real posts were there.
 */
export function addSyntheticPosts(blogDir: string, count: number): { realPosts: number } {
  const files = readdirSync(blogDir).filter((f) => f.endsWith('.mdx'))
  const posts = files
    .map((f) => readTemplate(readFileSync(path.join(blogDir, f), 'utf8')))
    .filter((p): p is PostTemplate => p !== undefined)
  const published = posts.filter((p) => frontmatterValue(p.frontmatter, 'draft') !== 'true')
  const template = published[0]
  if (!template) throw new Error(`${blogDir} has no published post to model synthetic posts on`)
  const ids = posts
    .map((p) => Number(frontmatterValue(p.frontmatter, 'id')))
    .filter(Number.isInteger)
  const firstId = (ids.length ? Math.max(...ids) : 0) + 1
  const categories = [
    ...new Set(published.map((p) => frontmatterValue(p.frontmatter, 'category')).filter(Boolean)),
  ] as string[]
  for (let n = 1; n <= count; n++) {
    const post = syntheticPost(
      template,
      n,
      firstId,
      categories[(n - 1) % Math.max(1, categories.length)],
    )
    writeFileSync(path.join(blogDir, post.fileName), post.text)
  }
  return { realPosts: published.length }
}
