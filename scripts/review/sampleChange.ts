/**
 * The change a writer's typical pull request makes, for the review's build test and benchmark: a
 * new article (the newest, in the category of an existing one) and an edited heading on /about.
 * Written against whatever the content is when they run, not against today's articles.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface SampleArticle {
  slug: string
  title: string
  category: string
}

const field = (frontmatter: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(frontmatter)?.[1]?.trim()
const unquote = (value: string) => value.replace(/^'(.*)'$/, '$1').replace(/''/g, "'")

/** Adds `content/blog/<slug>.mdx`, dated a day after the newest article, copying its fields. */
export function addSampleArticle(root: string, slug = 'reading-a-pull-request'): SampleArticle {
  const dir = path.join(root, 'content', 'blog')
  const posts = readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? '')
    .filter((fm) => field(fm, 'date') && !/^draft:\s*true/m.test(fm))
  const newest = posts.sort((a, b) => field(b, 'date')!.localeCompare(field(a, 'date')!))[0]
  if (!newest) throw new Error(`no published article in ${dir} to model the sample on`)
  const date = new Date(`${field(newest, 'date')!.slice(0, 10)}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  const id = Math.max(...posts.map((fm) => Number(field(fm, 'id')) || 0)) + 1
  const title = 'Reading a pull request by its pages'
  const frontmatter = newest
    .split('\n')
    .filter((line) => !/^(updated|slug|readTime|draft):/.test(line))
    .map((line) => {
      if (line.startsWith('id:')) return `id: ${id}`
      if (line.startsWith('title:')) return `title: '${title}'`
      if (line.startsWith('excerpt:')) {
        return "excerpt: 'What a reviewer needs to see before merging a change to a website: the pages it touches, before and after.'"
      }
      if (line.startsWith('date:')) return `date: ${date.toISOString().slice(0, 10)}`
      return line
    })
    .join('\n')
  const body = [
    'A reviewer who opens a pull request wants to know which pages it changes, and how.',
    '',
    '## Before and after',
    '',
    'Screenshots of each changed page, side by side with their difference, answer that at a glance.',
  ].join('\n')
  writeFileSync(path.join(dir, `${slug}.mdx`), `---\n${frontmatter}\n---\n\n${body}\n`)
  return { slug, title, category: unquote(field(newest, 'category') ?? '') }
}

/**
 * Edits a heading of /about: the first `title: '…'` of the about page's modules (its sections'
 * headings), with two words added. Answers the heading before and after.
 */
export function editAboutHeading(root: string): { before: string; after: string } {
  const dir = path.join(root, 'src', 'features', 'about')
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    const text = readFileSync(path.join(dir, file), 'utf8')
    const match = /\btitle: '([^'\n]{3,})'/.exec(text)
    if (!match) continue
    const before = match[1]!
    const after = `${before} reviewed today`
    writeFileSync(path.join(dir, file), text.replace(match[0], `title: '${after}'`))
    return { before, after }
  }
  throw new Error(
    `no \`title: '…'\` heading in ${dir}: teach editAboutHeading where /about's headings are`,
  )
}
