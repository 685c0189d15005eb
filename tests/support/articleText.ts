import { readFileSync } from 'node:fs'
import path from 'node:path'
import { smartQuotes } from '../../scripts/indexer/typography'

/**
 * The first paragraph of a post's MDX body as a reader sees it: plain text with the typographic
 * quotes the content pipeline gives it (remark-smartypants), so a test can look for it in a page or
 * a feed. `CONTENT_DIR` selects another content folder (e.g. the build benchmark's synthetic posts).
 */
export function firstParagraph(slug: string): string {
  const dir = process.env.CONTENT_DIR ?? 'content'
  const source = readFileSync(path.join(dir, 'blog', `${slug}.mdx`), 'utf8')
  const body = source.split(/^---$/m)[2] ?? ''
  const paragraph = body
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim()
  return smartQuotes(paragraph)
}
