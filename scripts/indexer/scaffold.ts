/**
 * The text of a new blog post, as `npm run new:post` writes it: valid frontmatter (a draft, so it
 * never reaches production until the writer sets `draft: false`) and a short outline to write over.
 */
import { blogCategories, type BlogCategory } from '../../src/features/collections/taxonomy.ts'

export interface ScaffoldInput {
  title: string
  id: number
  date: string
  category: BlogCategory
  author: string
  tags: string[]
  imageUrl: string
}

/** The end of the excerpt the scaffold writes: a writer replaces the whole sentence. */
const EXCERPT_PLACEHOLDER = 'what the reader will learn and why it matters.'

/** Lines of the scaffold's outline that only make sense as instructions to the writer. */
const BODY_PLACEHOLDERS = [
  'Open with the problem your reader has, in two or three sentences.',
  '## The first idea',
  'Explain it with an example from a real project. Keep paragraphs short.',
  '## The second idea',
  'Lists work well for steps:',
  'Close with what the reader can do, and link to [the contact page](/contact) if it helps.',
]

/**
 * Text `npm run new:post` wrote that is still in a post about to be published: one message per
 * field, naming the line left over.
 */
export function scaffoldLeftovers(shown: string, excerpt: string, body: string): string[] {
  const errors: string[] = []
  if (excerpt.trim().endsWith(EXCERPT_PLACEHOLDER))
    errors.push(
      `${shown}: excerpt is still the placeholder that npm run new:post wrote (expected your own one- or two-sentence summary of the article)`,
    )
  const lines = new Set(body.split(/\r?\n/).map((l) => l.trim()))
  const left = BODY_PLACEHOLDERS.filter((p) => lines.has(p))
  if (left.length > 0)
    errors.push(
      `${shown}: the text still has the outline that npm run new:post wrote ("${left[0]}"${left.length > 1 ? ` and ${left.length - 1} more line(s)` : ''}) (expected your own text, or draft: true until it is written)`,
    )
  return errors
}

/** YAML-safe single-quoted string. */
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

export function scaffoldPost(input: ScaffoldInput): string {
  return `---
id: ${input.id}
title: ${quote(input.title)}
excerpt: ${quote(`One or two sentences about “${input.title}”: ${EXCERPT_PLACEHOLDER}`)}
author: ${quote(input.author)}
date: ${input.date}
# One of: ${blogCategories.join(', ')}
category: ${input.category}
# A file in public/uploads/; describe the image, or leave imageAlt empty if it is decorative.
imageUrl: ${input.imageUrl}
imageAlt: ''
# Tags from content/tags.json.
tags: [${input.tags.join(', ')}]
# Drafts show in \`npm run dev\` only. Set to false (or delete the line) to publish.
draft: true
---

${BODY_PLACEHOLDERS[0]}

${BODY_PLACEHOLDERS[1]}

${BODY_PLACEHOLDERS[2]}

${BODY_PLACEHOLDERS[3]}

${BODY_PLACEHOLDERS[4]}

- the first step;
- the second step.

## What to do next

${BODY_PLACEHOLDERS[5]}
`
}

/** The id after the highest one in use. */
export function nextId(ids: readonly number[]): number {
  return ids.length === 0 ? 1 : Math.max(...ids) + 1
}

/** A tag named like the category when there is one, else the first tag. */
export function defaultTags(category: string, tags: readonly string[]): string[] {
  const same = tags.find((t) => t.toLowerCase() === category.toLowerCase())
  return [same ?? tags[0] ?? 'AI Strategy']
}
